import type { Page } from 'playwright-core';
import type { SharedCloud } from '../cloud/shared-cloud';

const CHECKOUT_FRAME = 'iframe[title="Razorpay Checkout (local test mode)"]';

/** The local Razorpay checkout the page opened, in its frame. */
export function localCheckout(page: Page) {
  const frame = page.frameLocator(CHECKOUT_FRAME);
  return {
    payButton: frame.getByRole('button', { name: /^Pay / }),
    closeButton: frame.getByRole('button', { name: 'Close' }),
    /** Waits until the checkout has gone from the page. */
    closed: () => page.locator(CHECKOUT_FRAME).waitFor({ state: 'detached' }),
  };
}

/** "1,234" → 1234. */
export function creditsIn(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (!digits) throw new Error(`No number in "${text ?? ''}"`);
  return Number(digits);
}

/** The header's credit balance. */
export async function balanceBadge(page: Page): Promise<number> {
  return creditsIn(await page.getByRole('status', { name: 'Credit balance' }).textContent());
}

/** Waits until the header's credit balance reads `expected`. */
export async function waitForBalance(page: Page, expected: number) {
  await page.waitForFunction(
    (balance) =>
      document.querySelector('[role="status"][aria-label="Credit balance"]')?.textContent ===
      `${balance}credits`,
    expected,
  );
}

/** The local Razorpay's webhook events the product has not answered with a 2xx yet. */
export async function undeliveredWebhooks(cloud: SharedCloud): Promise<string[]> {
  return (await cloud.razorpay.events())
    .filter((event) => !event.deliveries.some(({ status }) => status !== null && status < 300))
    .map((event) => `${event.event} ${event.id}`);
}
