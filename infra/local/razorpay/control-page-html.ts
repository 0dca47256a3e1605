import { formatPaise } from '../../../shared/pricing';
import type {
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPlan,
  RazorpayRefund,
  RazorpaySubscription,
  WebhookEvent,
  WebhookEventName,
} from './razorpay-entities';
import { escapeHtml } from './replies';

export interface ControlPageInput {
  keyId: string;
  webhookUrl: string | undefined;
  webhookFormUrl: string;
  /** `…/control/subscriptions`: the life-cycle forms post to `{this}/renew` and the like. */
  subscriptionsFormUrl: string;
  orders: readonly RazorpayOrder[];
  payments: readonly RazorpayPayment[];
  refunds: readonly RazorpayRefund[];
  plans: readonly RazorpayPlan[];
  subscriptions: readonly RazorpaySubscription[];
  events: readonly WebhookEvent[];
  /** Set after a resend or a life-cycle step: what happened. */
  notice?: string;
}

const time = (seconds: number) => escapeHtml(new Date(seconds * 1000).toLocaleString());

function resendButtons(payment: RazorpayPayment, formUrl: string): string {
  const captured: readonly WebhookEventName[] = payment.invoice_id
    ? ['payment.captured']
    : ['payment.captured', 'order.paid'];
  const names = payment.status === 'failed' ? ['payment.failed'] : captured;
  return names
    .map(
      (name) =>
        `<form method="post" action="${escapeHtml(formUrl)}">` +
        `<input type="hidden" name="payment_id" value="${escapeHtml(payment.id)}">` +
        `<input type="hidden" name="event" value="${name}">` +
        `<button type="submit">Send ${name}</button></form>`,
    )
    .join('');
}

function paymentStatus(payment: RazorpayPayment): string {
  if (payment.refund_status !== 'partial') return payment.status;
  return `${payment.status}, ${formatPaise(payment.amount_refunded)} refunded`;
}

/** A form posting one hidden field, with a button saying what it does. */
function postButton(action: string, field: string, value: string, label: string): string {
  return (
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="${field}" value="${escapeHtml(value)}">` +
    `<button type="submit">${escapeHtml(label)}</button></form>`
  );
}

const LIFECYCLE_BUTTONS = [
  ['renew', 'Renew'],
  ['fail-charge', 'Fail charge'],
  ['end-period', 'End period'],
] as const;

function subscriptionRow(
  subscription: RazorpaySubscription,
  plans: readonly RazorpayPlan[],
  formUrl: string,
): string {
  const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
  const planText = plan
    ? `${escapeHtml(plan.item.name)} (${formatPaise(plan.item.amount)})`
    : escapeHtml(subscription.plan_id);
  const periodEnd = subscription.current_end === null ? '—' : time(subscription.current_end);
  const cancellation =
    subscription.has_scheduled_changes && subscription.change_scheduled_at !== null
      ? `Cancels at ${time(subscription.change_scheduled_at)}`
      : '—';
  const buttons = LIFECYCLE_BUTTONS.map(([step, label]) =>
    postButton(
      `${formUrl}/${step}`,
      'subscription_id',
      subscription.id,
      `${label} ${subscription.id}`,
    ),
  ).join('');
  return (
    `<tr><td><code>${escapeHtml(subscription.id)}</code></td><td>${planText}</td>` +
    `<td>${subscription.status}</td><td>${subscription.paid_count} of ${subscription.total_count}</td>` +
    `<td>${periodEnd}</td><td>${cancellation}</td><td class="actions">${buttons}</td></tr>`
  );
}

function table(headings: readonly string[], rows: readonly string[], empty: string): string {
  if (rows.length === 0) return `<p>${empty}</p>`;
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

/**
 * `/_local/razorpay`: the local account's orders, payments, refunds, subscriptions and webhook
 * events, newest first.
 */
export function controlPageHtml(input: ControlPageInput): string {
  const orders = [...input.orders]
    .reverse()
    .map(
      (order) =>
        `<tr><td><code>${escapeHtml(order.id)}</code></td><td>${escapeHtml(order.receipt ?? '')}</td>` +
        `<td>${formatPaise(order.amount)}</td><td>${order.status}</td><td>${order.attempts}</td>` +
        `<td>${time(order.created_at)}</td></tr>`,
    );
  const payments = [...input.payments]
    .reverse()
    .map(
      (payment) =>
        `<tr><td><code>${escapeHtml(payment.id)}</code></td><td><code>${escapeHtml(payment.order_id)}</code></td>` +
        `<td>${formatPaise(payment.amount)}</td><td>${paymentStatus(payment)}</td><td>${escapeHtml(payment.email)}</td>` +
        `<td>${time(payment.created_at)}</td><td class="actions">${resendButtons(payment, input.webhookFormUrl)}</td></tr>`,
    );
  const refunds = [...input.refunds]
    .reverse()
    .map(
      (refund) =>
        `<tr><td><code>${escapeHtml(refund.id)}</code></td><td><code>${escapeHtml(refund.payment_id)}</code></td>` +
        `<td>${formatPaise(refund.amount)}</td><td>${refund.status}</td><td>${refund.speed_requested}</td>` +
        `<td>${time(refund.created_at)}</td></tr>`,
    );
  const subscriptions = [...input.subscriptions]
    .reverse()
    .map((subscription) => subscriptionRow(subscription, input.plans, input.subscriptionsFormUrl));
  const events = [...input.events].reverse().map((event) => {
    const last = event.deliveries.at(-1);
    const outcome = last ? (last.status ?? escapeHtml(last.error ?? 'not reached')) : 'pending';
    const about = [event.subscription_id, event.payment_id]
      .filter((id): id is string => id !== null)
      .map((id) => `<code>${escapeHtml(id)}</code>`)
      .join(' ');
    return (
      `<tr><td><code>${escapeHtml(event.id)}</code></td><td>${event.event}</td>` +
      `<td>${about}</td><td>${event.deliveries.length}</td><td>${outcome}</td>` +
      `<td>${postButton(input.webhookFormUrl, 'event_id', event.id, `Resend ${event.id}`)}</td></tr>`
    );
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local Razorpay</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;margin-bottom:2rem}
td,th{padding:.4rem .8rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
.actions{display:flex;gap:.4rem}.notice{padding:.6rem 1rem;background:#ecfdf5;border:1px solid #a7f3d0}</style>
</head><body><h1>Local Razorpay (test mode)</h1>
<p>Key id <code>${escapeHtml(input.keyId)}</code>. Webhooks go to
<code>${escapeHtml(input.webhookUrl ?? '(starting)')}</code>, signed with the local webhook secret.
Sending an event again is a redelivery: the same <code>X-Razorpay-Event-Id</code>, as Razorpay retries.</p>
${input.notice ? `<p class="notice" role="status">${escapeHtml(input.notice)}</p>` : ''}
<h2>Orders</h2>
${table(['Order', 'Receipt', 'Amount', 'Status', 'Attempts', 'Created'], orders, 'No orders yet.')}
<h2>Payments</h2>
${table(['Payment', 'Order', 'Amount', 'Status', 'Email', 'Created', 'Webhook'], payments, 'No payments yet.')}
<h2>Refunds</h2>
${table(['Refund', 'Payment', 'Amount', 'Status', 'Speed', 'Created'], refunds, 'No refunds yet.')}
<h2>Subscriptions</h2>
<p>Each button is one step of Razorpay's life cycle, its webhooks sent at once: the next month's
charge succeeds (Renew) or fails (Fail charge: active becomes pending, pending halted), or the
period ends (a cancellation at the cycle end happens; a subscription with no charges left completes).</p>
${table(['Subscription', 'Plan', 'Status', 'Paid', 'Period ends', 'Scheduled cancellation', 'Life cycle'], subscriptions, 'No subscriptions yet.')}
<h2>Webhook events</h2>
${table(['Event', 'Name', 'About', 'Deliveries', 'Last answer', 'Again'], events, 'No events yet.')}
</body></html>`;
}
