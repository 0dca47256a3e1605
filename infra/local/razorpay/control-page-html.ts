import { formatPaise } from '../../../shared/pricing';
import type {
  RazorpayOrder,
  RazorpayPayment,
  WebhookEvent,
  WebhookEventName,
} from './razorpay-entities';
import { escapeHtml } from './replies';

export interface ControlPageInput {
  keyId: string;
  webhookUrl: string | undefined;
  webhookFormUrl: string;
  orders: readonly RazorpayOrder[];
  payments: readonly RazorpayPayment[];
  events: readonly WebhookEvent[];
  /** Set after a resend: what happened. */
  notice?: string;
}

const time = (seconds: number) => escapeHtml(new Date(seconds * 1000).toLocaleString());

function resendButtons(payment: RazorpayPayment, formUrl: string): string {
  const names: readonly WebhookEventName[] =
    payment.status === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
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

function table(headings: readonly string[], rows: readonly string[], empty: string): string {
  if (rows.length === 0) return `<p>${empty}</p>`;
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

/** `/_local/razorpay`: the local account's orders, payments and webhook events, newest first. */
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
        `<td>${formatPaise(payment.amount)}</td><td>${payment.status}</td><td>${escapeHtml(payment.email)}</td>` +
        `<td>${time(payment.created_at)}</td><td class="actions">${resendButtons(payment, input.webhookFormUrl)}</td></tr>`,
    );
  const events = [...input.events].reverse().map((event) => {
    const last = event.deliveries.at(-1);
    const outcome = last ? (last.status ?? escapeHtml(last.error ?? 'not reached')) : 'pending';
    return (
      `<tr><td><code>${escapeHtml(event.id)}</code></td><td>${event.event}</td>` +
      `<td><code>${escapeHtml(event.payment_id)}</code></td><td>${event.deliveries.length}</td>` +
      `<td>${outcome}</td></tr>`
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
<h2>Webhook events</h2>
${table(['Event', 'Name', 'Payment', 'Deliveries', 'Last answer'], events, 'No events yet.')}
</body></html>`;
}
