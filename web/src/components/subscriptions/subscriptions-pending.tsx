/** What the subscriptions page shows while the balance and the subscription load: its outline. */
export function SubscriptionsPending() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <p className="sr-only">Loading your subscription…</p>
      <div className="h-16 border-b bg-background" />
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="h-9 w-64 max-w-full animate-pulse rounded-lg bg-muted" />
        <div className="mt-3 h-5 w-96 max-w-full animate-pulse rounded bg-muted" />
        <div className="mt-10 h-7 w-24 animate-pulse rounded bg-muted" />
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <div key={card} className="h-96 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
