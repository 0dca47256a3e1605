import { creditsEndpoints } from '../../shared/api/credits-endpoints';
import { createHttpHandler } from '../http/http-handler';
import { HttpError } from '../http/http-error';
import { createTableClient } from '../lib/dynamo-client';
import { createCreditHistory } from './credit-history';
import { InvalidLedgerCursorError } from './ledger-cursor';

const history = createCreditHistory(createTableClient());

/** The balance and its history; buying credits and subscriptions is the payments function's. */
export const handler = createHttpHandler(
  'credits',
  creditsEndpoints,
  {
    creditSummary: ({ userId }) => history.summary(userId),
    listTransactions: ({ userId, query }) => history.transactions(userId, query),
  },
  {
    errors: (error) =>
      error instanceof InvalidLedgerCursorError ? new HttpError(400, error.message) : undefined,
  },
);
