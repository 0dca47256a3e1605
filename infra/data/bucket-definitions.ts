import type { SitesBucketArea } from '../../functions/function-list';
import type { EnvironmentVariable } from '../../functions/lib/environment';
import { RUN_ARTEFACT_TAG } from '../../functions/projects/code-object-keys';

/** Where browsers send files: nothing serves it, and it empties itself. */
const INCOMING_PREFIX = 'incoming/';

/**
 * The private buckets, used by the CDK app and by the local S3 stand-in, so the buckets created
 * on one machine are the ones deployed to AWS. On AWS, CloudFormation names each bucket and the
 * functions learn the name from `environmentVariable`; on one machine the stand-in creates
 * `localName` and sets the same variable.
 */
export const bucketDefinitions = {
  code: {
    /** Generated HTML, one object per project version. */
    localName: 'website-builder-code',
    environmentVariable: 'CODE_BUCKET_NAME' satisfies EnvironmentVariable,
    /** Versioned on AWS: an overwrite or a delete can be undone until the lifecycle expires it. */
    versioned: true,
    /**
     * What a run's agents hand each other (codeObjectKeys.artefact) is read only while the run
     * lasts (minutes): expired a month after it was written, by its tag, since it shares its
     * project's prefix with the versions.
     */
    runArtefacts: { tag: RUN_ARTEFACT_TAG, expireAfterDays: 30 },
  },
  sites: {
    /**
     * Deployed sites, one immutable copy per publish under `sites/{subdomain}/{versionId}/`,
     * served through the sites distribution. Created by the sites stack, next to that
     * distribution, not by the data stack: it holds copies that can be published again.
     */
    localName: 'website-builder-sites',
    environmentVariable: 'SITES_BUCKET_NAME' satisfies EnvironmentVariable,
    /**
     * Versioned on AWS: a publish never overwrites (each one is a new prefix), but a delete, by
     * mistake or by a function misled, leaves the object's last version, kept for a month.
     */
    versioned: true,
    /**
     * What the bucket holds, by key prefix: the sites' copies, the projects' uploads and what
     * browsers sent. A function may delete only in the areas its definition names
     * (`deletesFromSites`); the product's key builders (siteObjectKeys, uploadObjectKeys) use the
     * same prefixes.
     */
    areas: {
      siteCopies: 'sites/',
      uploads: '_uploads/',
      incomingUploads: INCOMING_PREFIX,
    } satisfies Record<SitesBucketArea, string>,
    /**
     * It also keeps each project's images: the browser sends a file straight to the bucket with a
     * presigned PUT (any origin may, the signature being the permission) into `incoming/`, which
     * nothing serves and which empties itself after a day; a completed upload moves to `_uploads/`.
     */
    browserUploads: {
      prefix: INCOMING_PREFIX,
      expireAfterDays: 1,
      cors: { methods: ['PUT'], origins: ['*'], headers: ['content-type'], maxAgeSeconds: 3000 },
    },
  },
} as const;

export type BucketId = keyof typeof bucketDefinitions;
