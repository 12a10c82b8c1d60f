const base = { width: 18, height: 18, viewBox: '0 0 20 20', 'aria-hidden': true } as const;

export function SuccessIcon() {
  return (
    <svg {...base} data-icon="success">
      <circle cx="10" cy="10" r="9" fill="#20b26c" />
      <path d="M6 10.5l2.5 2.5L14 7.5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function FailIcon() {
  return (
    <svg {...base} data-icon="fail">
      <circle cx="10" cy="10" r="9" fill="#ef454a" />
      <path d="M7 7l6 6M13 7l-6 6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function WarnIcon() {
  return (
    <svg {...base} data-icon="warn">
      <path d="M10 1.5l9 16H1z" fill="#f7a600" />
      <path d="M10 7v5M10 14.5v.5" stroke="#0b0e11" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1e2329" />
      <path d="M7 22l6-7 5 4 7-9" fill="none" stroke="#f7a600" strokeWidth="3"
        strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
