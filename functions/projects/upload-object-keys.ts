// Apart from the store (project-assets.ts): what only names an upload (a publish's copy of it,
// a save to GitHub) does not load the S3 client with it.

/**
 * The sites bucket keeps each project's images, its uploads: the browser uploads to `incoming/`
 * (never served; a lifecycle rule empties it), and a completed upload, checked and cleaned, is
 * kept under `_uploads/`, which the app's origin serves for the preview. A publish copies the ones
 * its page names into its own folder (deployments/site-objects.ts).
 */
export const uploadObjectKeys = {
  incoming: (projectId: string, assetId: string) => `incoming/${projectId}/${assetId}`,
  uploads: (projectId: string) => `_uploads/${projectId}/`,
  upload: (projectId: string, file: string) => `_uploads/${projectId}/${file}`,
};

/** Uploads never change under their name, so browsers and the CDN may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
