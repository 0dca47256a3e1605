import { Link } from '@tanstack/react-router';
import type { LegalDocument } from '../components/legal/legal-document';
import { PRODUCT_NAME } from '../lib/product';
import { LEGAL_FACTS, PRIVACY_DATE } from '../components/legal/legal-facts';

export const PRIVACY_TITLE = 'Privacy Policy';

const {
  minimumAge,
  adultAge,
  dataDeletionDays,
  analyticsRetentionMonths,
  privacyRequestBusinessDays,
  policyChangeNoticeDays,
} = LEGAL_FACTS;

export const PRIVACY: LegalDocument = {
  title: PRIVACY_TITLE,
  date: PRIVACY_DATE,
  summary: (
    <p>
      This policy explains what personal data {PRODUCT_NAME} collects, why, who we share it with,
      how long we keep it, and the choices you have. We collect what we need to run the service, and
      we never sell your data.
    </p>
  ),
  sections: [
    {
      id: 'scope',
      title: 'Who we are and what this covers',
      body: (
        <p>
          {PRODUCT_NAME} is an AI website builder. This policy applies to our website, the app, the
          sites you deploy on preview subdomains, and messages you send us. It works together with
          our <Link to="/terms">Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'Information we collect',
      body: (
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address and password (stored only
            as a secure hash by our sign-in provider). If you sign in with Google or GitHub, we
            receive your name, email address, profile photo and account identifier from them.
          </li>
          <li>
            <strong>What you build:</strong> your prompts, project names and descriptions, the
            generated code, and your deployments.
          </li>
          <li>
            <strong>GitHub connection:</strong> if you connect GitHub to save your sites there, your
            GitHub username and the access token GitHub gives us, which we keep encrypted and use
            only to create the repositories you ask for and push your sites to them. Disconnecting
            revokes it at GitHub and deletes it.
          </li>
          <li>
            <strong>Credits and payments:</strong> your credit balance and transactions, your plan,
            and the order and payment references, amounts and statuses Razorpay sends us. Card and
            bank details go directly to Razorpay; we never receive them.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form (name, email, subject,
            message) and the network address it came from, which we use to stop abuse.
          </li>
          <li>
            <strong>Usage and device data:</strong> pages visited, features used, errors, browser
            and device type, and IP address, collected through server logs and privacy-respecting
            analytics.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-data',
      title: 'How we use it',
      body: (
        <ul>
          <li>to create and secure your account and keep you signed in;</li>
          <li>to generate, preview, store and deploy your sites;</li>
          <li>to process payments, add credits and keep accurate billing records;</li>
          <li>to answer your messages and support requests;</li>
          <li>to understand how the service is used, fix problems and improve it;</li>
          <li>to prevent fraud and abuse, and to meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'ai-processing',
      title: 'AI processing and model training',
      body: (
        <p>
          To build your site, your prompts and project content are sent to the AI model providers
          that power our agents, under contracts that allow them to use the data only to provide the
          service to us. Enterprise customers can <strong>opt out of training</strong>: their
          prompts and generated sites are then never used to train or improve AI models.
        </p>
      ),
    },
    {
      id: 'storage-and-analytics',
      title: 'Browser storage and analytics',
      body: (
        <>
          <p>
            The app keeps your session token and basic profile in your browser&apos;s local storage
            so you stay signed in; signing out clears them. We do not use advertising cookies.
          </p>
          <p>
            Analytics data is kept for up to <strong>{analyticsRetentionMonths} months</strong> and
            then deleted or fully anonymised.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            We share personal data only with service providers that help us run {PRODUCT_NAME}, each
            bound to use it for that purpose alone:
          </p>
          <ul>
            <li>our cloud hosting provider, which stores and serves the service and your sites;</li>
            <li>
              <strong>Razorpay</strong>, which processes payments in Indian rupees (INR);
            </li>
            <li>AI model providers, which generate content for your sites;</li>
            <li>
              Google and GitHub, when you choose to sign in with them; GitHub, when you save a site
              to a repository there.
            </li>
          </ul>
          <p>
            We may also disclose data when the law requires it, or to protect users and the service.{' '}
            <strong>We never sell your personal data.</strong>
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Account data and projects: for as long as your account is open.</li>
          <li>
            After you close your account, your data is{' '}
            <strong>deleted within {dataDeletionDays} days</strong>, including your projects,
            generated code and deployments.
          </li>
          <li>Analytics: up to {analyticsRetentionMonths} months.</li>
          <li>Invoices and payment records: for the period tax and accounting laws require.</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Data is encrypted in transit and at rest, access is limited to the people and systems that
          need it, and generated sites run isolated from your account. No system is perfectly
          secure; if a breach affects your data, we will tell you and the authorities as the law
          requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>You can ask us to:</p>
          <ul>
            <li>give you a copy of your personal data;</li>
            <li>correct data that is wrong or incomplete;</li>
            <li>delete your account and data;</li>
            <li>stop a particular use of your data, or withdraw a consent you gave.</li>
          </ul>
          <p>
            Send your request through the <Link to="/contact">contact form</Link>, from the email
            address on your account. We answer every request within{' '}
            <strong>{privacyRequestBusinessDays} business days</strong>.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          {PRODUCT_NAME} is not for children under {minimumAge}, and we do not knowingly collect
          their data. Users under {adultAge} need the consent of a parent or guardian. If you
          believe a child under {minimumAge} has given us personal data, contact us and we will
          delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we make a material change to this policy, we will give you{' '}
          <strong>{policyChangeNoticeDays} days&apos; notice</strong> by email or in the app before
          it takes effect. The date at the top of this page shows when the current version became
          effective.
        </p>
      ),
    },
  ],
};
