import { HERO_STATS } from './landing-content';

/** The hero's three statistics (requirements §1 marketing figures). */
export function HeroStats() {
  return (
    <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-3 divide-x">
      {HERO_STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-1 px-2 sm:px-6">
          <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="order-first text-2xl font-semibold tracking-tight tabular-nums sm:text-4xl">
            {stat.spoken ? (
              <>
                <span aria-hidden="true">{stat.value}</span>
                <span className="sr-only">{stat.spoken}</span>
              </>
            ) : (
              stat.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
