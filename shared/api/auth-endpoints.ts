import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  googleSessionResponseSchema,
  identitySyncRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerRequestSchema,
  sendEmailCodeResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './auth-schemas';
import { emptyBodySchema, successSchema } from './common';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** The sign-in, session and email calls: each route's request and response schemas (endpoints.ts joins every area). */
export const authEndpoints = {
  identitySync: {
    ...endpointRoutes.identitySync,
    body: identitySyncRequestSchema,
    response: authResponseSchema,
  },
  identitySyncAlias: {
    ...endpointRoutes.identitySyncAlias,
    body: identitySyncRequestSchema,
    response: authResponseSchema,
  },
  register: {
    ...endpointRoutes.register,
    body: registerRequestSchema,
    response: authResponseSchema,
  },
  login: { ...endpointRoutes.login, body: loginRequestSchema, response: authResponseSchema },
  googleSession: {
    ...endpointRoutes.googleSession,
    body: emptyBodySchema,
    response: googleSessionResponseSchema,
  },
  me: { ...endpointRoutes.me, response: meResponseSchema },
  sendEmailCode: {
    ...endpointRoutes.sendEmailCode,
    body: emptyBodySchema,
    response: sendEmailCodeResponseSchema,
  },
  verifyEmail: {
    ...endpointRoutes.verifyEmail,
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  },
  forgotPassword: {
    ...endpointRoutes.forgotPassword,
    body: forgotPasswordRequestSchema,
    response: successSchema,
  },
  logout: { ...endpointRoutes.logout, body: logoutRequestSchema, response: logoutResponseSchema },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
