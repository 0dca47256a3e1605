import type { ReactNode } from 'react';
import { BackHomeLink } from '../components/back-home-link';
import { PageShell } from '../components/layout/page-shell';
import { ReportForm } from '../components/report/report-form';
import { FlagIcon, LockIcon, ShieldAlertIcon } from '../components/ui/icons';

export const REPORT_TITLE = 'Report this site';
export const REPORT_DESCRIPTION =
  'Sites made with Sitewright are published by the people who made them. If one tries to steal ' +
  'passwords or payment details, spreads malware or breaks the law, tell us about it.';

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="font-medium">{title}</p>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

/** What becomes of a report, beside the form. */
function WhatHappensNext() {
  return (
    <section aria-labelledby="report-next" className="lg:col-start-1">
      <h2 id="report-next" className="text-sm font-semibold">
        What happens next
      </h2>
      <ul className="mt-4 space-y-5">
        <Step icon={<FlagIcon />} title="We look at every report">
          The operators are told at once and check the site against what you describe.
        </Step>
        <Step icon={<ShieldAlertIcon />} title="Harmful sites come down">
          A site that phishes, spreads malware or breaks the law is taken offline, and its owner
          cannot publish it again.
        </Step>
        <Step icon={<LockIcon />} title="Your details stay with us">
          Your email is optional and only used to reply to you.
        </Step>
      </ul>
    </section>
  );
}

/** The public report form for a deployed site, reached from its "Report this site" link. */
export function ReportPage({ site }: { site?: string }) {
  return (
    <PageShell>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <div>
          <BackHomeLink />
          <p className="mt-10 text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            Report a site
          </p>
          <h1
            id="report-title"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {REPORT_TITLE}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{REPORT_DESCRIPTION}</p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-24">
          <ReportForm labelledBy="report-title" site={site} />
        </div>
        <WhatHappensNext />
      </div>
    </PageShell>
  );
}
