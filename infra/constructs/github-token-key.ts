import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** What save to GitHub does with its key (functions/github/token-box.ts): seal and open tokens. */
export const GITHUB_TOKEN_KEY_ACTIONS = ['kms:Encrypt', 'kms:Decrypt'];

/**
 * The KMS key that seals users' GitHub tokens for save to GitHub: a symmetric key that never
 * leaves KMS, rotated yearly. The table keeps only what it sealed, each for one user (the user id
 * is the encryption context). It goes with the stack, after KMS's week of waiting: a token it can
 * no longer open only asks its user to connect GitHub again.
 */
export class GitHubTokenKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: "Save to GitHub: seals users' GitHub tokens (the user id as encryption context)",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
  }
}

/** Save to GitHub's settings as its function gets them. */
export interface GitHubSaveSettings {
  /** Its own GitHub OAuth App's client id (not the sign-in bridge's). */
  clientId: string;
  /** The secret holding that app's client secret as a plain string; only its ARN reaches the function. */
  clientSecret: ISecret;
  tokenKey: GitHubTokenKey;
  /** The app's origin: GitHub sends people back to its `/github/callback`. */
  appUrl: string;
}
