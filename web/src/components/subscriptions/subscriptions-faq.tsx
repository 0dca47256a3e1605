import { useId } from 'react';
import { WELCOME_CREDITS } from '../../../../shared/constants';
import { costSummary } from '../../../../shared/pricing';

interface Question {
  question: string;
  answer: string;
}

/** How plans really work: what runs cost, and what the ledger and the billing do. */
const QUESTIONS: readonly Question[] = [
  {
    question: 'How many credits does a website take?',
    // Spec §9's FAQ says 30-50 credits; the figures come from the quote function instead, so the
    // answer is what runs really cost.
    answer: `${costSummary()} Monthly credits reset with each renewal.`,
  },
  {
    question: 'How do monthly credits work?',
    answer:
      "Each successful monthly charge grants your plan's credits. They replace the previous " +
      "month's monthly credits rather than adding to them: unused monthly credits expire at " +
      'renewal, or when the subscription ends.',
  },
  {
    question: 'Do purchased credits expire?',
    answer:
      `No. Credit packs you buy and the ${WELCOME_CREDITS} welcome credits never expire. ` +
      'Spending uses your monthly credits first, so purchased credits last longer.',
  },
  {
    question: 'What happens when I cancel?',
    answer:
      'Cancelling takes effect at the end of the billing period. Your plan and its monthly ' +
      'credits stay usable until then; after that you are on the free plan and unused monthly ' +
      'credits expire.',
  },
  {
    question: 'What if a renewal payment fails?',
    answer:
      'Razorpay retries it, and your subscription shows as Pending meanwhile. After repeated ' +
      'failures the subscription halts and its monthly credits expire. You can subscribe again ' +
      'at any time.',
  },
  {
    question: 'How do I switch plans?',
    answer:
      'Choose Upgrade on a bigger plan: it starts at once, you pay the price difference for the ' +
      'rest of the billing period and get the extra credits for it straight away. Choose Switch ' +
      'at renewal on a smaller plan: it starts when the period ends, and you can undo it until ' +
      'then. Plans paid by UPI cannot be changed: cancel, then subscribe to the new plan when the ' +
      'period ends.',
  },
  {
    question: 'How am I billed?',
    answer:
      'Prices are in Indian rupees (INR) and billed monthly through Razorpay. The first month is ' +
      'charged when you subscribe.',
  },
];

/** The FAQ of requirements §2: each question opens its answer. */
export function SubscriptionsFaq() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-5 divide-y rounded-2xl border bg-card shadow-sm">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {question}
              <span
                aria-hidden="true"
                className="text-lg leading-none text-muted-foreground transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
