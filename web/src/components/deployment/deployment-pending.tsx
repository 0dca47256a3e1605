/** What the deployment page shows while the project and its deployment load: its outline. */
export function DeploymentPending() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <p className="sr-only">Loading the deployment…</p>
      <div className="h-16 border-b bg-background" />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="h-4 w-24 animate-pulse rounded bg-muted" />
        <div className="mt-3 h-9 w-72 max-w-full animate-pulse rounded-lg bg-muted" />
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="h-64 animate-pulse rounded-2xl bg-muted" />
          <div className="h-80 animate-pulse rounded-2xl bg-muted" />
        </div>
      </div>
    </div>
  );
}
