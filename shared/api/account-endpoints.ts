import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  fileResponseSchema,
} from './account-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** Closing the account and taking a copy of its data: each route's request and response schemas. */
export const accountEndpoints = {
  deleteAccount: {
    ...endpointRoutes.deleteAccount,
    body: deleteAccountRequestSchema,
    response: deleteAccountResponseSchema,
  },
  exportAccount: { ...endpointRoutes.exportAccount, response: fileResponseSchema },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
