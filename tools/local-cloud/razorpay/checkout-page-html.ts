import { formatPaise } from '../../../shared/pricing';
import {
  unixSeconds,
  type RazorpayOrder,
  type RazorpayPlan,
  type RazorpaySubscription,
} from './razorpay-entities';
import { AUTHORISATION_AMOUNT } from './razorpay-subscriptions';
import { escapeHtml } from './replies';

/** What the page takes a payment for: an order, a subscription's first charge, or nothing (why). */
export type CheckoutPurchase =
  | { order: RazorpayOrder }
  | { subscription: RazorpaySubscription; plan: RazorpayPlan }
  | { problem: string };

export interface CheckoutPageInput {
  purchase: CheckoutPurchase;
  keyId: string;
  merchantName: string;
  description: string;
  image: string | undefined;
  color: string;
  email: string;
  contact: string;
  /** The app page's origin, where the result is posted; empty when not opened by checkout.js. */
  parentOrigin: string;
  paymentsUrl: string;
  /** The local cloud's control token, which the page's script sends with each payment. */
  controlToken: string;
  pageScriptUrl: string;
}

/** Content-Security-Policy of the page: its own script and calls only. */
export const CHECKOUT_PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'";

/** JSON for a `<script type="application/json">`: no `<` can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const PERIOD_NAMES = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/** "per month", "every 3 months": how often the plan bills. */
function billingPeriod(plan: RazorpayPlan): string {
  const name = PERIOD_NAMES[plan.period];
  return plan.interval === 1 ? `per ${name}` : `every ${plan.interval} ${name}s`;
}

/** The paise to pay, what for, and the ids the page script posts with the payment. */
function payableOf(purchase: Exclude<CheckoutPurchase, { problem: string }>) {
  if ('order' in purchase) {
    const { order } = purchase;
    return {
      amount: order.amount,
      heading: '',
      period: '',
      methods: '',
      ids: { order_id: order.id, subscription_id: '' },
    };
  }
  const { subscription, plan } = purchase;
  // One that starts later is only authorised here: a token amount, given back at once.
  const startsLater = subscription.start_at !== null && subscription.start_at > unixSeconds();
  return {
    amount: startsLater ? AUTHORISATION_AMOUNT : plan.item.amount,
    heading: `<p class="plan">${escapeHtml(plan.item.name)}</p>`,
    period: startsLater
      ? `to authorise, refunded; ${formatPaise(plan.item.amount)} ${billingPeriod(plan)} from ${new Date((subscription.start_at ?? 0) * 1000).toISOString().slice(0, 10)}`
      : billingPeriod(plan),
    // Razorpay updates (changes the plan of) a subscription paid by card only: both are offered.
    methods: `<fieldset class="methods"><legend>Pay with</legend>
<label><input type="radio" name="method" value="card" checked> Card</label>
<label><input type="radio" name="method" value="upi"> UPI</label>
</fieldset>`,
    ids: { order_id: '', subscription_id: subscription.id },
  };
}

/**
 * The local checkout form: merchant, amount in rupees (with the plan and its billing period for
 * a subscription), test-mode notice, and buttons to pay, to fail the payment, or to close. The
 * amount is the order's or the subscription plan's, as on Razorpay. The buttons start disabled:
 * the page's script enables them once it listens, so no early click is lost.
 */
export function checkoutPageHtml(input: CheckoutPageInput): string {
  const { purchase } = input;
  const payable = 'problem' in purchase ? undefined : payableOf(purchase);
  const amount = payable ? formatPaise(payable.amount) : '';
  const image = input.image
    ? `<img src="${escapeHtml(input.image)}" alt="" width="40" height="40">`
    : '';
  const period = payable?.period
    ? ` <span class="period">${escapeHtml(payable.period)}</span>`
    : '';
  const body = payable
    ? `${payable.heading}<p class="amount">${escapeHtml(amount)}${period}</p>
<p class="mode">Test mode — local checkout</p>
<p class="who">${escapeHtml([input.email, input.contact].filter(Boolean).join(' · '))}</p>
${payable.methods}<p id="status" role="status" aria-live="polite"></p>
<div class="actions">
<button type="button" data-outcome="captured" class="pay" disabled>Pay ${escapeHtml(amount)}</button>
<button type="button" data-outcome="failed" class="fail" disabled>Fail payment</button>
</div>
<script type="application/json" id="checkout-data">${scriptJson({
        key_id: input.keyId,
        ...payable.ids,
        parent_origin: input.parentOrigin,
        payments_url: input.paymentsUrl,
        control_token: input.controlToken,
      })}</script>`
    : `<p class="mode">Test mode — local checkout</p>
<p id="status" role="alert">${escapeHtml('problem' in purchase ? purchase.problem : '')}</p>
<script type="application/json" id="checkout-data">${scriptJson({ parent_origin: input.parentOrigin })}</script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (local test mode)</title>
<style>
body{margin:0;font:15px system-ui,sans-serif;color:#1f2937;background:#fff}
header{display:flex;gap:.75rem;align-items:center;padding:1rem;color:#fff;background:${input.color}}
header img{border-radius:4px;background:#fff}
header div{flex:1;min-width:0}
h1{margin:0;font-size:1.1rem}
header p{margin:.2rem 0 0;font-size:.9rem}
.close{border:0;background:transparent;color:#fff;font-size:1.6rem;line-height:1;cursor:pointer;padding:.2rem .5rem}
main{padding:1.25rem}
.amount{font-size:2rem;font-weight:600;margin:0 0 .25rem}
.period{font-size:1rem;font-weight:400;color:#4b5563}
.plan{font-size:1.1rem;font-weight:600;margin:0 0 .25rem}
.mode{display:inline-block;margin:0 0 1rem;padding:.2rem .5rem;border-radius:4px;background:#fef3c7;color:#92400e;font-size:.85rem}
.who{color:#4b5563;margin:0 0 1rem}
.methods{display:flex;gap:1rem;margin:0 0 1rem;padding:.5rem .75rem;border:1px solid #d1d5db;border-radius:6px}
.methods legend{padding:0 .25rem;color:#4b5563;font-size:.85rem}
.methods label{display:flex;gap:.35rem;align-items:center;cursor:pointer}
.actions{display:flex;flex-direction:column;gap:.6rem}
.actions button{padding:.8rem;border-radius:6px;font-size:1rem;cursor:pointer}
.pay{border:0;background:${input.color};color:#fff}
.fail{border:1px solid #d1d5db;background:#fff;color:#b91c1c}
button:disabled{opacity:.6;cursor:wait}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
#status{min-height:1.4em}
</style></head>
<body>
<header>${image}<div><h1>${escapeHtml(input.merchantName)}</h1>${input.description ? `<p>${escapeHtml(input.description)}</p>` : ''}</div>
<button type="button" id="close" class="close" aria-label="Close" disabled>×</button></header>
<main>
${body}
</main>
<script src="${escapeHtml(input.pageScriptUrl)}"></script>
</body></html>`;
}
