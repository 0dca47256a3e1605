import { toUser, type Profile } from '../auth/profiles';
import { toTransaction, type LedgerEntry } from '../credits/ledger';
import type { AccountPaymentRecords } from '../payments/account-payments';
import { toSubscription } from '../payments/subscription-records';

/** How the export writes the account's records: plain JSON, times as ISO 8601, money in paise. */

export function profileView(profile: Profile) {
  return { ...toUser(profile), created_at: profile.createdAt.toISOString() };
}

/** The contract's view of a ledger line, with what only the export shows beside it. */
export function ledgerView(entry: LedgerEntry) {
  return {
    ...toTransaction(entry),
    ...(entry.monthlyAmount === undefined ? {} : { monthly_amount: entry.monthlyAmount }),
    ...(entry.reference === undefined ? {} : { reference: entry.reference }),
  };
}

export function ordersView({ orders }: AccountPaymentRecords) {
  return [...orders]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((order) => ({
      order_id: order.orderId,
      package: order.packageName,
      credits: order.credits,
      amount_paise: order.amount,
      currency: order.currency,
      status: order.status,
      payment_id: order.paymentId,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
    }));
}

export function subscriptionsView({ subscriptions, current }: AccountPaymentRecords) {
  return {
    current: toSubscription(current),
    subscriptions: [...subscriptions]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((owner) => ({
        subscription_id: owner.subscriptionId,
        plan_id: owner.planId,
        created_at: owner.createdAt.toISOString(),
        months_paid: owner.grantedCycles,
      })),
  };
}
