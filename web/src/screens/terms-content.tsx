import { Link } from '@tanstack/react-router';
import { WELCOME_CREDITS } from '../../../shared/constants';
import type { LegalDocument } from '../components/legal/legal-document';
import { PRODUCT_NAME } from '../lib/product';
import { LEGAL_FACTS, TERMS_DATE } from '../components/legal/legal-facts';

export const TERMS_TITLE = 'Terms of Service';

const {
  minimumAge,
  adultAge,
  uptimePercent,
  refundReviewBusinessDays,
  dataDeletionDays,
  policyChangeNoticeDays,
} = LEGAL_FACTS;

export const TERMS: LegalDocument = {
  title: TERMS_TITLE,
  date: TERMS_DATE,
  summary: (
    <p>
      These terms are the agreement between you and {PRODUCT_NAME} for using our AI website builder.
      They are written to be read: what you can expect from us, what we expect from you, and how
      credits, payments and refunds work.
    </p>
  ),
  sections: [
    {
      id: 'acceptance',
      title: 'Accepting these terms',
      body: (
        <>
          <p>
            By creating an account or using {PRODUCT_NAME} (the &ldquo;service&rdquo;) you agree to
            these Terms of Service and to our <Link to="/privacy">Privacy Policy</Link>, which
            explains how we handle your data. If you use the service for an organisation, you accept
            these terms on its behalf and confirm that you may do so.
          </p>
          <p>If you do not agree with these terms, please do not use the service.</p>
        </>
      ),
    },
    {
      id: 'service',
      title: 'The service',
      body: (
        <>
          <p>
            {PRODUCT_NAME} turns a plain-English description into a website. A team of AI agents
            plans the site, writes its content, creates images, builds the page and tests it. You
            can preview the result live, refine it by chat, download it as an HTML file, or deploy
            it to a preview subdomain with free SSL.
          </p>
          <p>
            AI output can contain mistakes. Review what is generated before you publish or rely on
            it, in particular any legal, medical, financial or safety-related content.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use the service',
      body: (
        <ul>
          <li>
            You must be at least <strong>{minimumAge} years old</strong> to use {PRODUCT_NAME}.
          </li>
          <li>
            If you are under {adultAge}, you may use the service only with the consent of a parent
            or legal guardian, who accepts these terms on your behalf and is responsible for your
            use of the service.
          </li>
          <li>You must give accurate information when you sign up, and keep it up to date.</li>
        </ul>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <>
          <p>
            You can sign up with an email address and password, or with your Google or GitHub
            account. Keep your password private: you are responsible for everything done through
            your account. Tell us at once through the contact form if you believe someone else has
            access to it.
          </p>
          <p>One person or organisation may not hold several free accounts to collect credits.</p>
        </>
      ),
    },
    {
      id: 'plans',
      title: 'Plans and permitted use',
      body: (
        <ul>
          <li>
            <strong>Free plan:</strong> for personal, <strong>non-commercial use</strong> only. You
            may not use sites built on the free plan to sell products or services, to advertise, or
            on behalf of a business.
          </li>
          <li>
            <strong>Paid plans</strong> (Starter, Pro and Enterprise) are monthly subscriptions and
            include a licence for <strong>commercial use</strong> of the sites you build while your
            subscription is active.
          </li>
          <li>
            <strong>Enterprise plan:</strong> includes a <strong>dedicated account manager</strong>{' '}
            and the right to <strong>opt out of training</strong>: when you opt out, your prompts
            and generated sites are not used to train or improve AI models.
          </li>
        </ul>
      ),
    },
    {
      id: 'credits',
      title: 'Credits',
      body: (
        <>
          <p>
            The service is paid for with credits. Every new account receives {WELCOME_CREDITS} free
            credits, with no credit card required. Each generation uses credits according to the
            agents that work on it; the estimated cost is shown while they run, and every charge
            appears in your transaction history.
          </p>
          <ul>
            <li>
              Subscriptions add their monthly credits at the start of each billing period; credits
              granted by a subscription reset monthly.
            </li>
            <li>Credit packages are one-off purchases that add credits to your balance.</li>
            <li>
              If a generation fails, the credits for the work that was not done are returned to your
              balance automatically.
            </li>
            <li>
              Credits have no cash value and cannot be transferred, sold or exchanged for money,
              except as a refund under these terms.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Payments and billing',
      body: (
        <ul>
          <li>
            Prices are shown and charged in Indian rupees (<strong>INR</strong>). Payments are
            processed by <strong>Razorpay</strong>; we never see or store your full card details.
          </li>
          <li>
            Access to what you paid for, credits or plan features, is{' '}
            <strong>immediate once the payment is confirmed</strong>.
          </li>
          <li>
            Subscriptions renew every month until you cancel. When you cancel, the cancellation
            takes effect at the end of the current billing period, and you keep your plan until
            then.
          </li>
          <li>
            If a renewal payment fails, we may pause the plan&apos;s benefits until the payment
            succeeds.
          </li>
        </ul>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <>
          <p>
            If you were charged in error, charged twice, or could not use what you paid for because
            of a fault on our side, ask for a refund through the contact form with your order or
            payment ID. We review every refund request within{' '}
            <strong>{refundReviewBusinessDays} business days</strong> and tell you the outcome.
          </p>
          <p>
            Approved refunds go back to the original payment method through Razorpay. Credits that
            were refunded are removed from your balance. Credits already used for completed
            generations are not refundable.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Your content and the sites you build',
      body: (
        <>
          <p>
            You keep the rights to what you put into the service (your prompts, text and images)
            and, subject to your plan&apos;s permitted use, to the sites generated for you. You give
            us the limited permission we need to store, process and display that content to run the
            service for you, for example to generate, preview and deploy your site.
          </p>
          <p>
            You are responsible for what you publish. Make sure you have the rights to any material
            you ask the agents to use, and that your site complies with the law where it is seen.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>You agree not to use the service to build or host anything that:</p>
          <ul>
            <li>is illegal, fraudulent, deceptive or harmful, including phishing or scam pages;</li>
            <li>spreads malware or attacks other systems;</li>
            <li>infringes someone else&apos;s intellectual property or privacy;</li>
            <li>harasses, threatens or exploits anyone, or sexualises minors.</li>
          </ul>
          <p>
            You also agree not to overload, probe or reverse-engineer the service, or to get around
            its limits or its credit system. We may remove content or deployments that break these
            rules, and suspend accounts that do so repeatedly.
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      title: 'Availability',
      body: (
        <p>
          We aim to keep the service available at least{' '}
          <strong>{uptimePercent}% of the time</strong> in each calendar month, excluding planned
          maintenance that we announce in advance. Preview deployments are meant for sharing and
          review; for important production sites, keep your own copy by downloading the HTML.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Closing your account',
      body: (
        <>
          <p>
            You may stop using the service and ask us to close your account at any time. We may
            suspend or close an account that breaks these terms, after telling you why where the law
            allows.
          </p>
          <p>
            When an account is closed, its projects, generated sites and deployments are taken
            offline and your data is <strong>deleted within {dataDeletionDays} days</strong>, except
            records we must keep by law, such as invoices and payment records.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Disclaimers and liability',
      body: (
        <>
          <p>
            The service is provided &ldquo;as is&rdquo;. To the extent the law allows, we make no
            promise that generated sites will be error-free or fit for a particular purpose, and we
            are not liable for indirect or consequential losses, such as lost profits or data.
          </p>
          <p>
            Our total liability for any claim about the service is limited to the amount you paid us
            in the three months before the claim arose. Nothing in these terms limits liability that
            cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms as the service evolves. For material changes we will tell you by
          email or in the app at least {policyChangeNoticeDays} days before they take effect; the
          date at the top of this page shows the latest version. If you keep using the service after
          that, the new terms apply; if you do not agree, you may close your account.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of India. We will always try to settle a disagreement
          with you informally first, so please reach out before taking any other step.
        </p>
      ),
    },
  ],
};
