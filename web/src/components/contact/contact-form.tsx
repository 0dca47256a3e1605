import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { contactRequestSchema } from '../../../../shared/api/contact-schemas';
import { LIMITS } from '../../../../shared/constants';
import { Button } from '../ui/button';
import { ContactInput, ContactTextarea } from './contact-field';
import { useSendContactMessage } from './use-send-contact-message';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

const emptyForm = { name: '', email: '', subject: '', message: '' };
type ContactFormValues = typeof emptyForm;

/** Shown once the message is long enough that the limit matters. */
function remainingHint(message: string): string | undefined {
  const left = LIMITS.contactMessageMax - message.length;
  return left <= 500 ? `${left} characters left` : undefined;
}

/**
 * "Send Us a Message" (requirements §2, §5): name, email and message are required, subject is optional.
 * The browser's own validation is off so the requirements' message is the one people see.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const [showMissing, setShowMissing] = useState(false);
  const send = useSendContactMessage({
    onSent: () => {
      setValues(emptyForm);
      setShowMissing(false);
    },
  });

  const change = (field: keyof ContactFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const missing = (field: 'name' | 'email' | 'message') =>
    showMissing && values[field].trim() === '' ? true : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      setShowMissing(true);
      toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE);
      return;
    }
    send.mutate(values);
  }

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={submit}
      className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Your name"
          required
          maxLength={LIMITS.contactNameMax}
          value={values.name}
          onChange={(event) => change('name')(event.target.value)}
          aria-invalid={missing('name')}
        />
        <ContactInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          maxLength={LIMITS.emailMax}
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          aria-invalid={missing('email')}
        />
      </div>
      <ContactInput
        label="Subject"
        name="subject"
        optional
        placeholder="What is it about?"
        maxLength={LIMITS.contactSubjectMax}
        value={values.subject}
        onChange={(event) => change('subject')(event.target.value)}
      />
      <ContactTextarea
        label="Message"
        name="message"
        required
        rows={6}
        placeholder="Tell us how we can help."
        maxLength={LIMITS.contactMessageMax}
        value={values.message}
        onChange={(event) => change('message')(event.target.value)}
        aria-invalid={missing('message')}
        hint={remainingHint(values.message)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
