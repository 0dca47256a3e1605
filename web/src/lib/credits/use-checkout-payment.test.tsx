import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../shared/app-config';
import { createFakeRazorpay } from '../../../../testing/web/credits/fake-razorpay';
import { useCheckoutPayment, type CheckoutPaymentFlow } from './use-checkout-payment';

const APP_CONFIG: AppConfig = {
  auth: {
    region: 'ap-south-1',
    userPoolId: 'pool',
    clientId: 'client',
    google: null,
    github: null,
  },
  generation: { socketUrl: 'ws://localhost/ws/{projectId}', models: 'Offline models' },
  payments: { checkoutScriptUrl: 'http://localhost/checkout.js' },
};

interface Pack {
  id: string;
}

const flow: CheckoutPaymentFlow<Pack, { orderId: string }> = {
  create: async (pack) => ({ orderId: `order_${pack.id}` }),
  createFailed: () => 'Failed to initiate payment',
  target: (_pack, created) => ({
    key: 'rzp_test_key',
    description: 'Credits',
    order_id: created.orderId,
    amount: 49900,
    currency: 'INR',
  }),
  verify: async () => undefined,
  verifyFailed: () => 'Payment verification failed',
  settled: () => undefined,
};

function renderCheckout() {
  const razorpay = createFakeRazorpay();
  render(<Toaster />);
  const { result } = renderHook(() =>
    useCheckoutPayment({
      payer: { name: 'Asha', email: 'asha@example.com' },
      flow,
      deps: {
        loadConfig: async () => APP_CONFIG,
        loadCheckout: async () => razorpay.Razorpay,
      },
    }),
  );
  return { razorpay, result };
}

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('a failed payment in the checkout', () => {
  it('is said once per attempt, however often the checkout reports it, and not as cancelled', async () => {
    const { razorpay, result } = renderCheckout();
    await act(() => result.current.pay({ id: 'starter' }));
    expect(razorpay.checkouts).toHaveLength(1);

    act(() => {
      razorpay.last().fail('Your card was declined by the bank');
      razorpay.last().fail('Your card was declined by the bank');
      razorpay.last().dismiss();
    });

    await screen.findByText('Payment failed');
    await waitFor(() => expect(screen.getAllByText('Payment failed')).toHaveLength(1));
    expect(screen.getAllByText('Your card was declined by the bank')).toHaveLength(1);
    expect(screen.queryByText('Payment cancelled')).toBeNull();
  });

  it('is said again for a new attempt that fails too', async () => {
    const { razorpay, result } = renderCheckout();
    await act(() => result.current.pay({ id: 'starter' }));
    act(() => {
      razorpay.last().fail('Declined');
      razorpay.last().dismiss();
    });
    await act(() => result.current.pay({ id: 'starter' }));
    act(() => {
      razorpay.last().fail('Declined again');
      razorpay.last().fail('Declined again');
    });

    await screen.findByText('Declined again');
    await waitFor(() => expect(screen.getAllByText('Payment failed')).toHaveLength(2));
  });
});
