import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { partitionInArn, regionInArn } from './nag-arn-patterns';
import { Construct } from 'constructs';
import { APP_CONFIG_PATH, type AppConfig } from '../../shared/app-config';

/** Vite's `build.assetsDir`: file names there carry a content hash. */
const hashedAssetsPattern = 'assets/*';
/** What the built app reads at run time (shared/app-config.ts). */
const runtimeConfigKey = APP_CONFIG_PATH.replace(/^\//, '');
/** The web app manifest vite-plugin-pwa writes; its content type is set, never guessed. */
const webManifestKey = 'manifest.webmanifest';

export interface SpaDeploymentProps {
  /** The built SPA (`web/dist`). */
  sourcePath: string;
  bucket: IBucket;
  distribution: IDistribution;
  /** Written as `/config.json` next to the app; its values may be tokens of other stacks. */
  appConfig?: AppConfig;
}

/**
 * Uploads the built SPA in passes: hashed assets first, cached for a year and never pruned (a
 * browser still holding the previous index.html may ask for them); the web app manifest; then
 * everything else with `no-cache` and a CloudFront invalidation, so a deploy is visible at once.
 * "Everything else" includes the service worker (`sw.js`) and the Workbox runtime it imports: a
 * browser revalidates them on each visit and so finds a new version as soon as it is deployed.
 * `/config.json` is written by a last pass, from the deployed stacks' values, and left alone by
 * the others.
 */
export class SpaDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id);
    const source = Source.asset(props.sourcePath);

    // Our own role and log group: the handler may write to its log group only, not to any.
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Uploads the built SPA to its bucket',
    });
    logGroup.grantWrite(role);

    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [hashedAssetsPattern],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      role,
      logGroup,
    });
    // The upload guesses content types from the handler's Python, which may not know
    // .webmanifest. Before the pages, so a new service worker precaches the new manifest; their
    // invalidation of /* covers it.
    const manifest = new BucketDeployment(this, 'WebManifest', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [webManifestKey],
      prune: false,
      contentType: 'application/manifest+json',
      cacheControl: [CacheControl.noCache()],
      role,
      logGroup,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: [hashedAssetsPattern, runtimeConfigKey, webManifestKey],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
    });
    // index.html must never point at assets that are not uploaded yet.
    pages.node.addDependency(assets, manifest);

    if (props.appConfig) {
      const config = new BucketDeployment(this, 'RuntimeConfig', {
        sources: [Source.jsonData(runtimeConfigKey, props.appConfig)],
        destinationBucket: props.bucket,
        prune: false,
        cacheControl: [CacheControl.noCache()],
        distribution: props.distribution,
        distributionPaths: [APP_CONFIG_PATH],
        role,
        logGroup,
      });
      // The app that reads it is in place first; both invalidate what they wrote.
      config.node.addDependency(pages);
    }

    this.suppressHandlerFindings(role);
  }

  private suppressHandlerFindings(role: Role): void {
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'BucketDeployment copies a whole folder: it needs object-level access ("<bucket>/*") to the SPA bucket and to the CDK asset bucket, with the s3:GetObject*/List*/DeleteObject*/Abort* families that aws-cdk-lib grants.',
          appliesTo: [
            { regex: '/^Resource::<[A-Za-z0-9]+\\.Arn>\\/\\*$/' },
            {
              regex: `/^Resource::arn:${partitionInArn}:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-${regionInArn}\\/\\*$/`,
            },
            { regex: '/^Action::s3:.*\\*$/' },
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on "*" (aws-cdk-lib does not scope them to the distribution); invalidating is all it can do.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    // The upload handler is a singleton created at stack level by aws-cdk-lib.
    const handlers = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    NagSuppressions.addResourceSuppressions(handlers, [
      {
        id: 'AwsSolutions-L1',
        reason:
          "The upload handler's Python runtime is chosen and updated by aws-cdk-lib's BucketDeployment, not by us; it runs only during deployments.",
      },
    ]);
  }
}
