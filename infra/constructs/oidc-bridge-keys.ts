import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** What the GitHub sign-in bridge signs with and seals with (functions/auth/github-oidc). */
export const OIDC_SIGNING_ACTIONS = ['kms:Sign', 'kms:GetPublicKey'];
export const OIDC_STATE_ACTIONS = ['kms:GenerateMac'];

/**
 * The GitHub sign-in bridge's two KMS keys, neither of which ever leaves KMS: an RSA key that
 * signs its ID tokens (published through GetPublicKey), and an HMAC key its state-sealing key is
 * derived from. Nothing kept depends on them (ID tokens live five minutes, states ten), so they
 * go with the stack; KMS still waits a week before deleting a key.
 */
export class OidcBridgeKeys extends Construct {
  readonly signingKey: Key;
  readonly stateKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.signingKey = new Key(this, 'SigningKey', {
      description: 'GitHub sign-in bridge: signs the ID tokens Cognito receives (RS256)',
      keySpec: KeySpec.RSA_2048,
      keyUsage: KeyUsage.SIGN_VERIFY,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.stateKey = new Key(this, 'StateKey', {
      description: 'GitHub sign-in bridge: derives the key that seals its sign-in states',
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
  }
}

/** The bridge's settings as its function gets them. */
export interface OidcBridgeSettings {
  keys: OidcBridgeKeys;
  /** `{API URL}/oidc/github`. */
  issuer: string;
  /** Cognito's `/oauth2/idpresponse` on the pool's domain: where the bridge may send browsers. */
  redirectUris: readonly string[];
}
