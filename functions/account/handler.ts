import { accountEndpoints } from '../../shared/api/account-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { PAYMENT_FAILURE_STATUS, PaymentError } from '../payments/payment-errors';
import { accountCallerOf } from './account-caller';
import { ACCOUNT_FAILURE_STATUS, AccountError } from './account-errors';
import { createAccountServices } from './account-services';

const { deletion, exporter } = createAccountServices(createTableClient());

/** The account itself: a copy of its data (a zip), and closing it. */
export const handler = createHttpHandler(
  'account',
  accountEndpoints,
  {
    deleteAccount: async ({ claims, body }) => {
      await deletion.delete(accountCallerOf(claims), body);
      return { success: true as const };
    },
    exportAccount: ({ userId }) => exporter.export(userId),
  },
  {
    errors: (error) => {
      if (error instanceof AccountError) {
        return new HttpError(ACCOUNT_FAILURE_STATUS[error.failure], error.message);
      }
      // A payment still going through, or Razorpay refusing to end a plan: as payments answers.
      if (error instanceof PaymentError)
        return new HttpError(PAYMENT_FAILURE_STATUS[error.failure], error.message);
      return undefined;
    },
  },
);
