/** What the credits page shows while the balance, summary and packages load: its outline. */
export function CreditsPending() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <p className="sr-only">Loading your credits…</p>
      <div className="h-16 border-b bg-background" />
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="h-9 w-40 animate-pulse rounded-lg bg-muted" />
        <div className="mt-3 h-5 w-80 max-w-full animate-pulse rounded bg-muted" />
        <div className="mt-8 h-40 animate-pulse rounded-2xl bg-muted lg:h-32" />
        <div className="mt-10 h-11 w-full animate-pulse rounded-xl bg-muted sm:w-96" />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <div key={card} className="h-72 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
