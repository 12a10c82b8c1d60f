import { FormattedMessage } from 'react-intl';
import { HeroArt } from './HeroArt';

const POINTS = ['home.hero.point1', 'home.hero.point2', 'home.hero.point3'] as const;

export function Hero() {
  return (
    <section className="hero flex items-center justify-between gap-6" data-testid="hero">
      <div>
        <h1 className="text-3xl font-bold tracking-tight phone:text-2xl">
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p className="mt-2 max-w-2xl text-muted"><FormattedMessage id="home.hero.subtitle" /></p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {POINTS.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </div>
      <HeroArt />
    </section>
  );
}
