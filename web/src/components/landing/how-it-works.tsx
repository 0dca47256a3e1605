import type { ReactNode } from 'react';
import { AnimateIn } from './animate-in';
import { HOW_IT_WORKS_STEPS } from './landing-content';
import { AgentsIcon, MessageIcon, RocketIcon } from '../ui/icons';

const stepIcons: readonly ReactNode[] = [
  <MessageIcon key="describe" />,
  <AgentsIcon key="build" />,
  <RocketIcon key="deploy" />,
];

/** The three steps of requirements §2, each easing in as it scrolls into view. */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 border-y bg-card/60 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <AnimateIn effect="fade-in" className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            From idea to live site
          </p>
          <h2
            id="how-it-works-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            How It Works
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            No templates, no code, no configuration. Say what you need and ship it.
          </p>
        </AnimateIn>
        <ol className="mt-14 grid gap-5 md:grid-cols-3 md:gap-6">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <AnimateIn
              key={step.title}
              as="li"
              delayMs={index * 120}
              className="relative rounded-2xl border bg-card p-6 shadow-xs sm:p-8"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  {stepIcons[index]}
                </span>
                <span className="font-mono text-sm text-muted-foreground">
                  <span className="sr-only">Step </span>
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold tracking-tight">{step.title}</h3>
              <p className="mt-2 text-pretty text-muted-foreground">{step.text}</p>
            </AnimateIn>
          ))}
        </ol>
      </div>
    </section>
  );
}
