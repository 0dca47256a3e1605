/** What the workspace shows while the project loads: the layout's outline, no content. */
export function WorkspacePending() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <p className="sr-only">Loading your project…</p>
      <div className="h-16 border-b bg-background" />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:flex-row">
        <div className="flex w-full flex-col gap-4 lg:w-[26rem] lg:shrink-0">
          <div className="h-48 animate-pulse rounded-2xl bg-muted" />
          <div className="h-56 animate-pulse rounded-2xl bg-muted" />
        </div>
        <div className="hidden flex-1 animate-pulse rounded-2xl bg-muted lg:block" />
      </div>
    </div>
  );
}
