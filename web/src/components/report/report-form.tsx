import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  abuseReportRequestSchema,
  SITE_ADDRESS_REQUIRED,
  type AbuseReason,
} from '../../../../shared/api/abuse-schemas';
import { LIMITS } from '../../../../shared/constants';
import { ContactInput, ContactTextarea } from '../contact/contact-field';
import { Button } from '../ui/button';
import { ReasonChoice } from './reason-choice';
import { ReportSent } from './report-sent';
import { useSendAbuseReport } from './use-send-abuse-report';

export const REASON_REQUIRED_MESSAGE = 'Choose what is wrong with the site';

interface ReportValues {
  site: string;
  reason: AbuseReason | '';
  details: string;
  email: string;
}

/**
 * The report of a deployed site: its address (filled in when the site's own "Report this site"
 * link led here), what is wrong with it, details, and an email only to hear back. Once sent, the
 * form gives way to the thanks. The browser's own validation is off, so the words are ours.
 */
export function ReportForm({ labelledBy, site = '' }: { labelledBy: string; site?: string }) {
  const empty: ReportValues = { site, reason: '', details: '', email: '' };
  const [values, setValues] = useState<ReportValues>(empty);
  const [showMissing, setShowMissing] = useState(false);
  const send = useSendAbuseReport();
  const emailHintId = useId();
  const change = <K extends keyof ReportValues>(field: K, value: ReportValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (!values.site.trim() || !values.reason) {
      setShowMissing(true);
      toast.error(values.site.trim() ? REASON_REQUIRED_MESSAGE : SITE_ADDRESS_REQUIRED);
      return;
    }
    const parsed = abuseReportRequestSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? SITE_ADDRESS_REQUIRED);
      return;
    }
    send.mutate({ ...values, reason: values.reason });
  }

  if (send.isSuccess) {
    return (
      <ReportSent
        message={send.data.message}
        onAnother={() => {
          setValues({ ...empty, site: '' });
          setShowMissing(false);
          send.reset();
        }}
      />
    );
  }
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={submit}
      className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <ContactInput
        label="Site address"
        name="site"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/"
        required
        maxLength={LIMITS.reportedSiteMax}
        value={values.site}
        onChange={(event) => change('site', event.target.value)}
        aria-invalid={showMissing && !values.site.trim() ? true : undefined}
      />
      <ReasonChoice
        value={values.reason}
        onChange={(reason) => change('reason', reason)}
        invalid={showMissing && !values.reason}
      />
      <ContactTextarea
        label="Details"
        name="details"
        optional
        rows={5}
        placeholder="What did the site ask for or do? Where did you come across it?"
        maxLength={LIMITS.abuseDetailsMax}
        value={values.details}
        onChange={(event) => change('details', event.target.value)}
      />
      <ContactInput
        label="Your email"
        name="email"
        type="email"
        autoComplete="email"
        optional
        placeholder="you@example.com"
        maxLength={LIMITS.emailMax}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        aria-describedby={emailHintId}
      />
      <p id={emailHintId} className="-mt-3 text-xs text-muted-foreground">
        Only if you would like to hear back. The site’s owner never sees it.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send report'}
      </Button>
    </form>
  );
}
