import { productAnalyticsEndpoints } from '../../shared/api/product-analytics-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { productAnalyticsOf, ProductEventsError } from './product-analytics';

const analytics = productAnalyticsOf(createTableClient());

export const handler = createHttpHandler(
  'productAnalytics',
  productAnalyticsEndpoints,
  {
    recordProductEvents: async ({ rawBody, headers }) => {
      await analytics.receive({ contentType: headers['content-type'], body: rawBody, headers });
      return null;
    },
  },
  {
    errors: (error) =>
      error instanceof ProductEventsError ? new HttpError(error.status, error.message) : undefined,
  },
);
