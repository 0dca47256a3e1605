import { monotonicFactory } from 'ulid';
import { siteFormEndpoints } from '../../shared/api/site-form-endpoints';
import { createDeployments } from '../deployments/deployments';
import {
  createSubmissions,
  SiteGoneError,
  TooManySubmissionsError,
} from '../deployments/submissions';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { createSiteFormService, SiteFormError } from './site-form-service';

const table = createTableClient();
const forms = createSiteFormService({
  deployments: createDeployments(table),
  submissions: createSubmissions(table),
  // Monotonic: submissions in one millisecond still list in the order they came.
  newId: monotonicFactory(),
  clock: () => new Date(),
});

export const handler = createHttpHandler(
  'siteForms',
  siteFormEndpoints,
  {
    submitSiteForm: async ({ params, rawBody, headers, sourceIp }) => {
      await forms.submit({
        site: params.subdomain,
        form: params.form,
        contentType: headers['content-type'],
        body: rawBody,
        visitor: sourceIp,
      });
      return { success: true as const };
    },
  },
  {
    errors: (error) =>
      error instanceof SiteFormError
        ? new HttpError(error.status, error.message)
        : error instanceof TooManySubmissionsError
          ? new HttpError(429, error.message)
          : error instanceof SiteGoneError
            ? new HttpError(404, error.message)
            : undefined,
  },
);
