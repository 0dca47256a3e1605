import type { LegalSection } from './legal-document';

function ContentsLinks({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The document's table of contents: a sticky column on wide screens, a disclosure on phones. */
export function LegalContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      <details className="group rounded-xl border bg-card lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          On this page
          <span
            aria-hidden="true"
            className="text-muted-foreground transition-transform group-open:rotate-180"
          >
            ▾
          </span>
        </summary>
        <nav aria-label="On this page" className="border-t px-2 py-2">
          <ContentsLinks sections={sections} />
        </nav>
      </details>
      <nav aria-label="Contents" className="hidden lg:block">
        <div className="sticky top-24">
          <p className="px-2 pb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            On this page
          </p>
          <ContentsLinks sections={sections} />
        </div>
      </nav>
    </>
  );
}
