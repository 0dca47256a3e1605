import * as z from '../zod';
import { pageViewResponseSchema } from './analytics-schemas';
import { successSchema } from './common';
import { SITE_FORM_LIMITS } from '../constants';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** The site a form was sent from: a subdomain, or a deploy's own address (`{subdomain}--{n}`). */
const siteLabelSchema = z
  .string()
  .check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { error: "This site isn't deployed" }));

export const siteFormParamsSchema = z.object({
  subdomain: siteLabelSchema,
  form: z.string().check(
    z.regex(SITE_FORM_LIMITS.namePattern, {
      error: 'A form is named by its id: lowercase letters, digits, - and _, at most 40',
    }),
  ),
});

export const siteFormResponseSchema = successSchema;

/** Deployed sites' forms and page-view beacon: the public routes the sites' visitors call. */
export const siteFormEndpoints = {
  submitSiteForm: {
    ...endpointRoutes.submitSiteForm,
    params: siteFormParamsSchema,
    response: siteFormResponseSchema,
  },
  recordPageView: {
    ...endpointRoutes.recordPageView,
    params: z.object({ subdomain: siteLabelSchema }),
    response: pageViewResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
