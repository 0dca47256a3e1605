import {
  hasStrings,
  isRecord,
  MESSAGE_SOURCE,
  parseCheckoutError,
  parseCheckoutSuccess,
  type CheckoutMessage,
} from './checkout-messages';
import { CONTROL_TOKEN_HEADER } from '../../gateway/control-token-names';

/**
 * The local checkout page's buttons: pay or fail through the stand-in, then tell the app's page
 * (the frame's parent, at the origin it named) what happened, as Razorpay's form does.
 */

const pageDataKeys = [
  'key_id',
  'order_id',
  'subscription_id',
  'parent_origin',
  'payments_url',
  'control_token',
] as const;
type PageData = Record<(typeof pageDataKeys)[number], string>;

/** What the server wrote into the page for this script (absent on an error page); one of
 * `order_id` and `subscription_id` is empty. */
function readPageData(): PageData | undefined {
  const text = document.getElementById('checkout-data')?.textContent;
  const data: unknown = text ? JSON.parse(text) : undefined;
  return hasStrings(data, pageDataKeys) ? data : undefined;
}

function tellParent(message: CheckoutMessage, origin: string | undefined): void {
  if (window.parent !== window && origin) window.parent.postMessage(message, origin);
}

const data = readPageData();
const status = document.getElementById('status');
const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-outcome]')];

function showStatus(text: string): void {
  if (status) status.textContent = text;
}

function dismiss(): void {
  tellParent({ source: MESSAGE_SOURCE, type: 'dismiss' }, data?.parent_origin);
}

/** The payment method chosen on a subscription's page; an order's page offers none. */
function chosenMethod(): string | undefined {
  return document.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value;
}

async function attempt(outcome: 'captured' | 'failed'): Promise<void> {
  if (!data) return;
  const method = chosenMethod();
  for (const button of buttons) button.disabled = true;
  showStatus('Processing payment…');
  try {
    const response = await fetch(data.payments_url, {
      method: 'POST',
      // The local cloud's control token, which the server wrote into the page (a CSRF token).
      headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: data.control_token },
      body: JSON.stringify({
        key_id: data.key_id,
        ...(data.subscription_id
          ? { subscription_id: data.subscription_id }
          : { order_id: data.order_id }),
        outcome,
        ...(method ? { method } : {}),
      }),
    });
    const reply: unknown = await response.json();
    const success = response.ok ? parseCheckoutSuccess(reply) : undefined;
    if (success) {
      showStatus('Payment successful');
      tellParent(
        { source: MESSAGE_SOURCE, type: 'payment.success', response: success },
        data.parent_origin,
      );
      return;
    }
    const error = isRecord(reply) ? parseCheckoutError(reply.error) : undefined;
    showStatus(`Payment failed: ${error?.description ?? 'unknown error'}`);
    if (error?.metadata.payment_id) {
      tellParent({ source: MESSAGE_SOURCE, type: 'payment.failed', error }, data.parent_origin);
    }
  } catch {
    showStatus('Payment failed: the local checkout could not be reached');
  }
  for (const button of buttons) button.disabled = false;
}

for (const button of buttons) {
  const outcome = button.dataset.outcome;
  if (outcome === 'captured' || outcome === 'failed') {
    button.addEventListener('click', () => void attempt(outcome));
  }
}
const closeButton = document.getElementById('close');
closeButton?.addEventListener('click', dismiss);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') dismiss();
});
// Listening now: the buttons the page rendered disabled may be clicked.
for (const button of [...buttons, closeButton]) {
  if (button instanceof HTMLButtonElement) button.disabled = false;
}
