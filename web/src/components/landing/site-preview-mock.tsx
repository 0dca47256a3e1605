/** A thumbnail of the sample site taking shape, drawn with plain boxes. */
export function SitePreviewMock() {
  return (
    <div className="border-l border-white/10 bg-zinc-900/60 p-4">
      <div className="overflow-hidden rounded-lg bg-rose-50 text-left shadow-lg ring-1 ring-black/5">
        <div className="flex items-center justify-between px-4 py-3">
          <span className="text-xs font-semibold text-rose-950">Bloom &amp; Co.</span>
          <span className="flex gap-2">
            <span className="h-1.5 w-8 rounded-full bg-rose-950/20" />
            <span className="h-1.5 w-8 rounded-full bg-rose-950/20" />
            <span className="h-1.5 w-8 rounded-full bg-rose-950/20" />
          </span>
        </div>
        <div className="bg-[linear-gradient(135deg,var(--color-rose-200),var(--color-orange-100))] px-4 py-7">
          <p className="max-w-[12rem] text-base leading-tight font-semibold text-rose-950">
            Fresh flowers, delivered daily
          </p>
          <p className="mt-2 text-[0.65rem] text-rose-900">
            Hand-tied bouquets from local growers.
          </p>
          <span className="mt-3 inline-block rounded-md bg-rose-600 px-2.5 py-1 text-[0.65rem] font-medium text-white">
            Order now
          </span>
        </div>
        <div className="grid grid-cols-3 gap-2 p-4">
          <span className="h-14 rounded-md bg-[linear-gradient(160deg,var(--color-pink-200),var(--color-rose-300))]" />
          <span className="h-14 rounded-md bg-[linear-gradient(160deg,var(--color-amber-100),var(--color-orange-200))]" />
          <span className="h-14 animate-pulse rounded-md bg-rose-200/70 motion-reduce:animate-none" />
        </div>
      </div>
    </div>
  );
}
