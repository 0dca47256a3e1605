import {
  isLiveSubscription,
  planIdSchema,
  type Plan,
  type Subscription,
} from '../../../shared/api';
import { PLANS } from '../../../shared/catalogue';
import {
  FAKE_RAZORPAY_KEY_ID,
  fakePaymentSignature,
  type FakeApiServer,
  type FakeFailure,
} from '../auth/fake-api-server';

/** A month of the fake's billing, in seconds. */
export const FAKE_BILLING_PERIOD_S = 30 * 24 * 60 * 60;

/** The subscription of a user who never subscribed. */
export const NO_SUBSCRIPTION: Subscription = {
  plan_id: 'free',
  status: 'none',
  charge_at: null,
  subscription_id: null,
};

export type FakeSubscriptionEndpoint = 'plans' | 'status' | 'create' | 'verify' | 'cancel';

export interface FakeSubscriptionsApi {
  /** The fake API server's fetch, with the subscription calls answered here. */
  fetch: typeof fetch;
  plans: Plan[];
  /** Each user's subscription, by email; a user without one has NO_SUBSCRIPTION. */
  subscriptions: Map<string, Subscription>;
  failures: Partial<Record<FakeSubscriptionEndpoint, FakeFailure>>;
  /** Unix seconds, for the billing dates. */
  now: () => number;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
}

function stringField(body: unknown, key: string): string {
  const value = field(body, key);
  return typeof value === 'string' ? value : '';
}

/**
 * The subscription calls of requirements §7 on top of the fake API server, as the real server answers
 * them: create refuses the free plan (400) and a second live subscription (409), verify checks
 * the fake checkout's signature and grants the plan's credits, cancel is at cycle end.
 */
export function withFakeSubscriptions(server: FakeApiServer): FakeSubscriptionsApi {
  const pending = new Map<string, { email: string; plan: Plan }>();

  const fake: FakeSubscriptionsApi = {
    plans: [...PLANS],
    subscriptions: new Map(),
    failures: {},
    now: () => Math.floor(Date.parse('2025-11-01T10:00:00.000Z') / 1000),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/subscriptions/')) return server.fetch(input, init);
      const headers = new Headers(init?.headers);
      const text = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      const method = init?.method ?? 'GET';
      const authorization = headers.get('Authorization');
      server.requests.push({ method, path: url.pathname, query: url.search, authorization, body });

      if (url.pathname === '/api/subscriptions/plans' && method === 'GET') {
        return failure('plans') ?? json({ success: true, plans: fake.plans });
      }
      const email = /^Bearer (?:id-token|api-token):([^:]+)/.exec(authorization ?? '')?.[1];
      const profile = email ? server.profiles.get(email) : undefined;
      if (!email || !profile) return json({ detail: 'Not signed in' }, 401);
      const current = fake.subscriptions.get(email) ?? NO_SUBSCRIPTION;

      if (url.pathname === '/api/subscriptions/status' && method === 'GET') {
        return failure('status') ?? json({ success: true, subscription: current });
      }
      if (url.pathname === '/api/subscriptions/create' && method === 'POST') {
        const failed = failure('create');
        if (failed) return failed;
        const planId = planIdSchema.safeParse(field(body, 'plan_id'));
        const plan = fake.plans.find((candidate) => candidate.id === planId.data);
        if (!plan) return json({ detail: 'Unknown plan' }, 400);
        if (plan.price === 0) return json({ detail: 'You are already on the free plan' }, 400);
        if (isLiveSubscription(current.status)) {
          return json(
            {
              detail:
                'You already have an active subscription. Cancel it before choosing another plan.',
            },
            409,
          );
        }
        const subscriptionId = `sub_fake_${pending.size + 1}`;
        pending.set(subscriptionId, { email, plan });
        return json({
          success: true,
          subscription: {
            subscription_id: subscriptionId,
            plan_id: plan.id,
            key_id: FAKE_RAZORPAY_KEY_ID,
          },
          message: 'Subscription created',
        });
      }
      if (url.pathname === '/api/subscriptions/verify' && method === 'POST') {
        const failed = failure('verify');
        if (failed) return failed;
        const subscriptionId = stringField(body, 'subscription_id');
        const paymentId = stringField(body, 'payment_id');
        const created = pending.get(subscriptionId);
        const signed =
          stringField(body, 'signature') === fakePaymentSignature(subscriptionId, paymentId);
        if (!created || created.email !== email || !signed) {
          return json({ detail: 'Payment verification failed' }, 400);
        }
        const periodEnd = fake.now() + FAKE_BILLING_PERIOD_S;
        fake.subscriptions.set(email, {
          plan_id: created.plan.id,
          status: 'active',
          charge_at: periodEnd,
          subscription_id: subscriptionId,
          cancel_at_cycle_end: false,
          current_end: periodEnd,
        });
        profile.credits += created.plan.credits;
        return json({ success: true, credits_added: created.plan.credits });
      }
      if (url.pathname === '/api/subscriptions/cancel' && method === 'POST') {
        const failed = failure('cancel');
        if (failed) return failed;
        if (current.status !== 'active' || current.cancel_at_cycle_end) {
          return json({ detail: 'You have no active subscription to cancel' }, 409);
        }
        fake.subscriptions.set(email, { ...current, cancel_at_cycle_end: true, charge_at: null });
        return json({ success: true });
      }
      return json({ detail: 'Not found' }, 404);
    },
  };

  function failure(name: FakeSubscriptionEndpoint): Response | null {
    const answer = fake.failures[name];
    return answer ? json({ detail: answer.detail }, answer.status) : null;
  }

  return fake;
}
