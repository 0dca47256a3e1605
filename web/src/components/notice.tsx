import type { ReactNode } from 'react';

export interface NoticeProps {
  icon: ReactNode;
  /** A short label above the title ("Coming soon", "404"). */
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A centred card that tells the visitor where they are and what they can do next. */
export function Notice({ icon, eyebrow, title, children, actions }: NoticeProps) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-12 sm:py-24">
      <div className="rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          {icon}
        </div>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
          {eyebrow}
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <div className="mt-3 text-pretty text-muted-foreground">{children}</div>
        {actions ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
        ) : null}
      </div>
    </section>
  );
}
