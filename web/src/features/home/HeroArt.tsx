/** Decorative grid-bot picture: price bouncing between grid lines, buys and sells marked. */
export function HeroArt() {
  const lines = [20, 45, 70, 95, 120];
  const path = 'M0 100 L40 72 L70 96 L110 46 L140 70 L175 22 L205 47 L240 70 L270 44 L300 20';
  return (
    <svg viewBox="0 0 300 140" className="h-[140px] w-[300px] phone:hidden" aria-hidden="true">
      {lines.map((y) => (
        <line key={y} x1="0" x2="300" y1={y} y2={y} stroke="#2b3139" strokeDasharray="4 4" />
      ))}
      <path d={path} fill="none" stroke="#f7a600" strokeWidth="2.5" strokeLinejoin="round" />
      {[[70, 96], [140, 70], [240, 70]].map(([x, y]) => <circle key={`b${x}`} cx={x} cy={y} r="4" fill="#20b26c" />)}
      {[[110, 46], [175, 22], [270, 44]].map(([x, y]) => <circle key={`s${x}`} cx={x} cy={y} r="4" fill="#ef454a" />)}
    </svg>
  );
}
