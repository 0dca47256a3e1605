import { BackHomeLink } from '../components/back-home-link';
import { ContactDetails } from '../components/contact/contact-details';
import { ContactForm } from '../components/contact/contact-form';
import { PageShell } from '../components/layout/page-shell';

export const CONTACT_TITLE = 'Send Us a Message';
export const CONTACT_DESCRIPTION =
  'Questions about credits, plans, billing or a site you are building? Send us a message and we ' +
  'will reply by email.';

/** Contact (requirements §2): the "Send Us a Message" form with a way back home. */
export function ContactPage() {
  return (
    <PageShell>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <div>
          <BackHomeLink />
          <p className="mt-10 text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            Contact
          </p>
          <h1
            id="contact-title"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {CONTACT_TITLE}
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{CONTACT_DESCRIPTION}</p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-24">
          <ContactForm labelledBy="contact-title" />
        </div>
        <ContactDetails />
      </div>
    </PageShell>
  );
}
