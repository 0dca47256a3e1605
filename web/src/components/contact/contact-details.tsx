import type { ReactNode } from 'react';
import { LEGAL_FACTS } from '../legal/legal-facts';
import { ClockIcon } from '../ui/icons';

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
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

function ReplyIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H9l-5 4Z" />
      <path d="m8 9 4 3 4-3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ReceiptIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" strokeLinejoin="round" />
      <path d="M9 8h6M9 12h6" strokeLinecap="round" />
    </svg>
  );
}

/** What happens to a message, beside the form. */
export function ContactDetails() {
  return (
    <ul className="space-y-6">
      <Detail icon={<ReplyIcon />} title="A person reads every message">
        We reply by email, to the address you give us.
      </Detail>
      <Detail icon={<ReceiptIcon />} title="Billing and refunds">
        Include your order or payment ID and we can look it up straight away.
      </Detail>
      <Detail icon={<ClockIcon />} title="Privacy requests">
        Requests about your data are answered within {LEGAL_FACTS.privacyRequestBusinessDays}{' '}
        business days.
      </Detail>
    </ul>
  );
}
