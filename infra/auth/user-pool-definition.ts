import { MIN_PASSWORD_LENGTH } from '../../shared/constants';

/**
 * The user pool's settings that behaviour depends on, used by the CDK auth stack and by the local
 * Cognito stand-in alike, so the pool on one machine signs people in like the deployed one.
 */
export const userPoolDefinition = {
  poolName: 'website-builder',
  spaClientName: 'spa',
  /** The requirements' only password rule (§5, §9): at least 6 characters, nothing else required. */
  passwordMinLength: MIN_PASSWORD_LENGTH,
  /**
   * Off: only the API creates password accounts (AdminCreateUser), so each one passes the API's
   * sign-up limits per address and per email. With it on, anyone holding the SPA's public client
   * id could call SignUp directly, as many times as they like. Google and GitHub sign-ins still
   * make their accounts on first sign-in.
   */
  selfSignUp: false,
  /** `Asha@example.com` and `asha@example.com` are one account. */
  signInCaseSensitive: false,
  /**
   * Off on purpose: the requirements tells "No account found with this email" apart from "Incorrect
   * password" (§8), which needs the pool to say whether an account exists. The trade-off is that
   * anyone can ask whether an email has an account (as the register screen's "already registered"
   * message does anyway); the API's throttling and the pool's own limits slow down enumeration.
   */
  preventUserExistenceErrors: false,
  idTokenValidityMinutes: 60,
  accessTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
  /**
   * How an identity provider's claims become the pool's attributes (Cognito's attribute mapping:
   * pool attribute → the provider's claim), for Google and any OpenID Connect provider alike.
   */
  federatedAttributeMapping: {
    email: 'email',
    email_verified: 'email_verified',
    name: 'name',
    picture: 'picture',
  },
} as const;
