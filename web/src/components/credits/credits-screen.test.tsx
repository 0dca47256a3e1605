import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_INFO } from '../../../../shared/catalogue';
import {
  FAKE_RAZORPAY_KEY_ID,
  fakeTransaction,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import {
  balanceBadge,
  stubPaymentPage,
  unstubPaymentPage,
  type PaymentPageFakes,
} from '../../../../testing/web/credits/payment-page-fakes';

let auth: InMemoryAuthService;
let server: FakeApiServer;
let razorpay: PaymentPageFakes['razorpay'];

const ASHA = { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 };

function signIn() {
  return signInAs({ auth, server }, ASHA);
}

async function openCredits() {
  const app = renderApp('/credits', auth);
  await screen.findByRole('heading', { level: 1, name: 'Credits' });
  return app;
}

/** The figure under one of the summary card's labels. */
function summaryValue(label: string): string {
  const summary = screen.getByRole('region', { name: 'Credit summary' });
  return within(summary).getByText(label).closest('div')?.querySelector('dd')?.textContent ?? '';
}

function packageCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function buyButton(name: string): HTMLElement {
  return within(packageCard(name)).getByRole('button');
}

function requestsTo(path: string) {
  return server.requests.filter((request) => request.path === path);
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

beforeEach(() => {
  ({ auth, server, razorpay } = stubPaymentPage());
});

afterEach(unstubPaymentPage);

describe('the credits page', () => {
  it('sends a visitor without a token to /auth?mode=login', async () => {
    const { router } = renderApp('/credits', auth);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome Back!');
    expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fcredits');
  });

  it('shows the nav with a way back and the balance, the summary, and Buy Credits first', async () => {
    await signIn();
    server.transactions = [
      fakeTransaction(1, { type: 'refund', operation: 'Refund: build failed', amount: 12 }),
      fakeTransaction(2, { type: 'spend', amount: -40 }),
      fakeTransaction(3, { type: 'purchase', operation: 'Starter Pack purchase', amount: 100 }),
    ];

    await openCredits();

    const nav = screen.getByRole('navigation', { name: 'Credits' });
    expect(within(nav).getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(balanceBadge()).toBe('20credits');
    expect(summaryValue('Current Balance')).toBe('20');
    expect(summaryValue('Total Spent')).toBe('40');
    expect(summaryValue('Total Refunded')).toBe('12');
    expect(summaryValue('Total Purchased')).toBe('100');
    const tabs = within(screen.getByRole('tablist', { name: 'Credits' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Buy Credits', 'true'],
      ['Transaction History', 'false'],
      ['Pricing Table', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Buy Credits' })).toBeTruthy();
  });

  it('prices packages in rupees from paise and estimates messages and builds, rounded down', async () => {
    await signIn();
    server.creditPackages = [
      { id: 'pack_100', name: 'Starter Pack', price: 19900, credits: 100 },
      { id: 'pack_big', name: 'Agency Pack', price: 12345650, credits: 12349 },
    ];

    await openCredits();

    const starter = packageCard('Starter Pack');
    expect(within(starter).getByText('₹199')).toBeTruthy();
    expect(within(starter).getByText('100 credits')).toBeTruthy();
    // 17 credits a one-page build, 6 a larger edit, 67 a build with every agent, as quoted.
    expect(starter.textContent).toContain('5 one-page builds, or');
    expect(starter.textContent).toContain('16 edits that add a section or restyle, or');
    expect(starter.textContent).toContain('1 full build with all six agents');
    const agency = packageCard('Agency Pack');
    expect(within(agency).getByText('₹1,23,456.50')).toBeTruthy();
    expect(within(agency).getByText('12,349 credits')).toBeTruthy();
    expect(agency.textContent).toContain('726 one-page builds, or');
    expect(agency.textContent).toContain('2,058 edits');
    expect(agency.textContent).toContain('184 full builds');
    expect(buyButton('Agency Pack').textContent).toBe('Buy Now');
  });

  it('buys a package: order, checkout, verify, then the new balance everywhere', async () => {
    await signIn();
    await openCredits();

    fireEvent.click(buyButton('Creator Pack'));

    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    expect(requestsTo('/api/credits/create-order')[0]?.body).toEqual({ package_id: 'pack_300' });
    expect(razorpay.last().opened).toBe(true);
    expect(razorpay.last().options).toMatchObject({
      key: FAKE_RAZORPAY_KEY_ID,
      amount: 49900,
      currency: 'INR',
      order_id: 'order_fake_1',
      prefill: { name: 'asha', email: 'asha@example.com' },
    });
    expect(buyButton('Creator Pack').textContent).toBe('Processing...');
    expect(buyButton('Starter Pack').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(buyButton('Starter Pack'));
    expect(requestsTo('/api/credits/create-order')).toHaveLength(1);

    razorpay.last().pay();

    expect(await screen.findByText('Payment successful! 300 credits added.')).toBeTruthy();
    await waitFor(() => expect(balanceBadge()).toBe('320credits'));
    await waitFor(() => expect(summaryValue('Total Purchased')).toBe('300'));
    expect(summaryValue('Current Balance')).toBe('320');
    expect(requestsTo('/api/credits/verify-payment')[0]?.body).toMatchObject({
      order_id: 'order_fake_1',
      payment_id: 'pay_fake_1',
    });
    expect(buyButton('Creator Pack').textContent).toBe('Buy Now');
    openTab('Transaction History');
    const row = (await screen.findByText('Creator Pack purchase')).closest('tr');
    expect(row?.textContent).toContain('+300');
    expect(row?.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('completed');
  });

  it('shows the new balance on the dashboard too, from the same cache', async () => {
    await signIn();
    await openCredits();
    fireEvent.click(buyButton('Starter Pack'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    razorpay.last().pay();
    await waitFor(() => expect(balanceBadge()).toBe('120credits'));

    fireEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));

    const balance = await screen.findByRole('region', { name: 'Credit balance' });
    expect(within(balance).getByText('120')).toBeTruthy();
  });

  it("says 'Payment verification failed' and keeps the balance when the payment is not genuine", async () => {
    await signIn();
    await openCredits();
    fireEvent.click(buyButton('Starter Pack'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));

    razorpay.last().pay('0'.repeat(64));

    expect(await screen.findByText('Payment verification failed')).toBeTruthy();
    await waitFor(() => expect(buyButton('Starter Pack').textContent).toBe('Buy Now'));
    expect(balanceBadge()).toBe('20credits');
    expect(summaryValue('Current Balance')).toBe('20');
    expect(server.profiles.get(ASHA.email)?.credits).toBe(20);
  });

  it('changes nothing when the checkout is closed', async () => {
    await signIn();
    await openCredits();
    fireEvent.click(buyButton('Pro Pack'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    const requestsBefore = server.requests.length;

    razorpay.last().dismiss();

    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(buyButton('Pro Pack').textContent).toBe('Buy Now');
    expect(buyButton('Pro Pack').getAttribute('aria-disabled')).toBe('false');
    expect(balanceBadge()).toBe('20credits');
    expect(summaryValue('Current Balance')).toBe('20');
    expect(server.requests.length).toBe(requestsBefore);
  });

  it("shows the provider's description when a payment fails, and no verify", async () => {
    await signIn();
    await openCredits();
    fireEvent.click(buyButton('Starter Pack'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));

    razorpay.last().fail('Your card was declined by the bank');

    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined by the bank')).toBeTruthy();
    razorpay.last().dismiss();
    await waitFor(() => expect(buyButton('Starter Pack').textContent).toBe('Buy Now'));
    expect(screen.queryByText('Payment cancelled')).toBeNull();
    expect(requestsTo('/api/credits/verify-payment')).toHaveLength(0);
    expect(balanceBadge()).toBe('20credits');
  });

  it("says 'Failed to initiate payment' when the order cannot be created", async () => {
    await signIn();
    server.failures.createOrder = { status: 502, detail: 'Payment provider unavailable' };
    await openCredits();

    fireEvent.click(buyButton('Starter Pack'));

    expect(await screen.findByText('Failed to initiate payment')).toBeTruthy();
    expect(razorpay.checkouts).toHaveLength(0);
    await waitFor(() => expect(buyButton('Starter Pack').textContent).toBe('Buy Now'));
  });

  it("says 'Failed to initiate payment' when the checkout script does not load", async () => {
    await signIn();
    // No window.Razorpay, so the page adds the checkout script, which fails to load.
    vi.stubGlobal('Razorpay', undefined);
    const scripts: string[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        scripts.push(node.src);
        queueMicrotask(() => node.dispatchEvent(new Event('error')));
      }
    });
    await openCredits();

    fireEvent.click(buyButton('Starter Pack'));

    expect(await screen.findByText('Failed to initiate payment')).toBeTruthy();
    expect(scripts).toEqual(['http://localhost/_local/razorpay/checkout.js']);
    await waitFor(() => expect(buyButton('Starter Pack').textContent).toBe('Buy Now'));
  });

  it('ends the session when the order is refused with a 401', async () => {
    await signIn();
    const { router } = await openCredits();
    server.failures.createOrder = { status: 401, detail: 'Not signed in' };

    fireEvent.click(buyButton('Starter Pack'));

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fcredits'));
    expect(razorpay.checkouts).toHaveLength(0);
  });

  it('lists transactions newest first with signed amounts and status colours', async () => {
    await signIn();
    server.transactions = [
      fakeTransaction(1, { type: 'purchase', operation: 'Pro Pack purchase', amount: 750 }),
      fakeTransaction(2, {
        type: 'spend',
        operation: 'Build of "Bakery" (Frontend, Backend)',
        amount: -29,
        run: {
          project_id: '01J00000000000000000000007',
          project_name: 'Bakery',
          kind: 'build',
          agents: ['Frontend', 'Backend'],
        },
      }),
      fakeTransaction(3, {
        type: 'purchase',
        operation: 'Starter Pack purchase',
        amount: 100,
        status: 'pending',
      }),
      fakeTransaction(4, {
        type: 'purchase',
        operation: 'Creator Pack purchase',
        amount: 300,
        status: 'failed',
      }),
    ];
    await openCredits();

    openTab('Transaction History');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      expect.stringContaining('Pro Pack purchase'),
      expect.stringContaining('Build of "Bakery" (Frontend, Backend)'),
      expect.stringContaining('Starter Pack purchase'),
      expect.stringContaining('Creator Pack purchase'),
    ]);
    const amounts = rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(amounts).toEqual(['+750', '\u221229', '+100', '+300']);
    // A run's entry leads to the project it paid for.
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Open Bakery' })
        .getAttribute('href'),
    ).toBe('/workspace/01J00000000000000000000007');
    expect(within(rows[0] as HTMLElement).queryByRole('link')).toBeNull();
    const tones = rows.map((row) => row.querySelector('[data-tone]'));
    expect(tones.map((badge) => [badge?.textContent, badge?.getAttribute('data-tone')])).toEqual([
      ['Completed', 'completed'],
      ['Completed', 'completed'],
      ['Pending', 'pending'],
      ['Failed', 'failure'],
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('Purchase');
  });

  it('loads 20 at a time and more with the cursor', async () => {
    await signIn();
    server.transactions = Array.from({ length: 27 }, (_, index) => fakeTransaction(index + 1));
    await openCredits();
    openTab('Transaction History');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 27));
    const pages = server.requests
      .filter((request) => request.path === '/api/credits/transactions')
      .map((request) => request.query);
    expect(pages).toContainEqual('?limit=20');
    expect(pages).toContainEqual('?limit=20&cursor=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are no transactions yet', async () => {
    await signIn();
    await openCredits();

    openTab('Transaction History');

    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the pricing: agent and model costs, the note and the multi-agent discount', async () => {
    await signIn();
    await openCredits();

    openTab('Pricing Table');

    const agents = await screen.findByRole('region', { name: 'Agent costs' });
    const agentRows = within(agents).getAllByRole('row').slice(1);
    expect(agentRows.map((row) => row.textContent)).toEqual(
      Object.entries(PRICING_INFO.agent_costs).map(([name, cost]) => `${name}${cost}`),
    );
    const models = screen.getByRole('region', { name: 'Model costs' });
    expect(within(models).getByRole('rowheader', { name: 'gpt-5' })).toBeTruthy();
    expect(screen.getByText(PRICING_INFO.note)).toBeTruthy();
    expect(screen.getByText('Builds with 4 or more agents get 10% off.')).toBeTruthy();
    // What typical runs cost, as the quote before a run prices them.
    const runs = screen.getByRole('region', { name: 'What runs cost' });
    expect(
      within(runs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'A one-page site17',
      'A small edit: a name, a text, a colour, a section moved3',
      'A larger edit: a new section, a restyle, a rewording6',
      'With custom artwork32',
      'With real backend work29',
      'A complete site, planned, written and checked43',
      'Every agent67',
    ]);
  });

  it('moves between tabs with the arrow keys', async () => {
    await signIn();
    await openCredits();
    const buy = screen.getByRole('tab', { name: 'Buy Credits' });

    // The keys move focus a moment after the press, and focus selects.
    fireEvent.keyDown(buy, { key: 'ArrowRight' });

    const history = screen.getByRole('tab', { name: 'Transaction History' });
    await waitFor(() => expect(history.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(history);
    fireEvent.keyDown(history, { key: 'End' });
    const pricing = screen.getByRole('tab', { name: 'Pricing Table' });
    await waitFor(() => expect(pricing.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(pricing);
    fireEvent.keyDown(pricing, { key: 'ArrowRight' });
    await waitFor(() => expect(buy.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(buy);
  });

  it("says 'Failed to load data' when the summary does not load, and retries", async () => {
    await signIn();
    server.failures.summary = { status: 500, detail: 'Server busy' };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/credits', auth);

    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeTruthy();
    delete server.failures.summary;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeTruthy();
  });

  it("says 'Failed to load data' in the history tab when the transactions do not load", async () => {
    await signIn();
    server.failures.transactions = { status: 500, detail: 'Server busy' };
    await openCredits();

    openTab('Transaction History');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load data');
    delete server.failures.transactions;
    server.transactions = [fakeTransaction(1)];
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('ends the session on a 401', async () => {
    await signIn();
    server.rejectSession = true;

    const { router } = renderApp('/credits', auth);

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fcredits'));
  });
});
