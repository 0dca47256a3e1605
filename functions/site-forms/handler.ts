import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { siteFormEndpoints } from '../../shared/api/site-form-endpoints';
import { createProfiles } from '../auth/profiles';
import { createDeployments } from '../deployments/deployments';
import { createSiteVisits } from '../deployments/site-visits';
import { previewUrlFromEnvironment } from '../deployments/preview-url';
import {
  createSubmissions,
  SiteGoneError,
  TooManySubmissionsError,
} from '../deployments/submissions';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { appPageUrlFromEnvironment } from '../lib/app-url';
import { callerLimitsFromEnvironment } from '../lib/caller-limits';
import { createTableClient } from '../lib/dynamo-client';
import { createEmailSender } from '../lib/email-sender';
import { countInHour } from '../lib/rate-limits';
import { createProjects } from '../projects/projects';
import { createPageViewService, PageViewError } from './page-view-service';
import { createSiteFormService, SiteFormError } from './site-form-service';
import { notifyOwner, type SubmissionNoticeDeps } from './submission-notice';
import { createVisitorMarks } from './visitor-marks';
import { createVisitorSalts } from './visitor-salts';

const table = createTableClient();
const limits = callerLimitsFromEnvironment();
const deployments = createDeployments(table);
const clock = () => new Date();
const appPageUrl = appPageUrlFromEnvironment();
const notices: SubmissionNoticeDeps = {
  deployments,
  profiles: createProfiles(table),
  projects: createProjects(table),
  sendEmail: createEmailSender(),
  siteUrl: previewUrlFromEnvironment(),
  deploymentPageUrl: (projectId) => appPageUrl(`/deployment/${projectId}`),
  clock,
};
const forms = createSiteFormService({
  deployments,
  submissions: createSubmissions(table, limits.siteForms.perVisitorPerHour),
  // Monotonic: submissions in one millisecond still list in the order they came.
  newId: monotonicFactory(),
  clock,
  notifyOwner: (notice) => notifyOwner(notices, notice),
});
const pageViews = createPageViewService({
  deployments,
  visits: createSiteVisits(table),
  marks: createVisitorMarks(table),
  salts: createVisitorSalts(table, () => randomBytes(32).toString('base64')),
  countInHour: (limit, at) => countInHour(table, limit, at),
  viewsPerAddressPerHour: limits.pageViews.perAddressPerHour,
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
    recordPageView: async ({ params, rawBody, headers, sourceIp }) => {
      await pageViews.record({
        site: params.subdomain,
        contentType: headers['content-type'],
        body: rawBody,
        visitor: sourceIp,
        headers,
      });
      return null;
    },
  },
  {
    errors: (error) =>
      error instanceof SiteFormError || error instanceof PageViewError
        ? new HttpError(error.status, error.message)
        : error instanceof TooManySubmissionsError
          ? new HttpError(429, error.message)
          : error instanceof SiteGoneError
            ? new HttpError(404, error.message)
            : undefined,
  },
);
