import { Link } from '@tanstack/react-router';
import { BackHomeLink } from '../back-home-link';
import { PageShell } from '../layout/page-shell';
import { LegalContents } from './legal-contents';
import type { LegalDocument } from './legal-document';

/** Typography for the legal text, which is plain paragraphs, lists and the odd emphasis. */
const prose =
  'mt-4 space-y-4 leading-7 text-foreground/85 ' +
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li]:marker:text-muted-foreground ' +
  '[&_strong]:font-semibold [&_strong]:text-foreground ' +
  '[&_a]:font-medium [&_a]:text-accent-foreground [&_a]:underline [&_a]:underline-offset-4';

/** A static legal document (Terms, Privacy): title, its date, contents, numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <PageShell>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <BackHomeLink />
        <header className="mt-10 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            Legal
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">
            {document.date.label}{' '}
            <time dateTime={document.date.iso} className="font-medium text-foreground">
              {document.date.text}
            </time>
          </p>
          <div className="mt-6 text-lg text-pretty text-muted-foreground">{document.summary}</div>
        </header>
        <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          <LegalContents sections={document.sections} />
          <article className="max-w-3xl space-y-12">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                  <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className={prose}>{section.body}</div>
              </section>
            ))}
            <aside className="rounded-2xl border bg-card p-6 sm:p-8">
              <h2 className="font-semibold">Questions about this document?</h2>
              <p className="mt-2 text-muted-foreground">
                Write to us through the{' '}
                <Link
                  to="/contact"
                  className="font-medium text-accent-foreground underline underline-offset-4"
                >
                  contact form
                </Link>{' '}
                and we will answer in plain words.
              </p>
            </aside>
          </article>
        </div>
      </div>
    </PageShell>
  );
}
