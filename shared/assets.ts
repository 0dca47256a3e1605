/**
 * A project's own images and logos. A page refers to each by a path relative to itself,
 * `assets/{id}.{ext}`, so the same HTML works deployed (the site serves the copies beside its page),
 * downloaded (a zip with an `assets/` folder) and, with the path rewritten to the project's
 * uploads, in the workspace's preview.
 */

/** What may be uploaded, by content type: the extension its file gets and its name in words. */
export const ASSET_KINDS = {
  'image/png': { extension: 'png', name: 'PNG' },
  'image/jpeg': { extension: 'jpg', name: 'JPEG' },
  'image/webp': { extension: 'webp', name: 'WebP' },
  'image/gif': { extension: 'gif', name: 'GIF' },
  'image/svg+xml': { extension: 'svg', name: 'SVG' },
} as const;
export type AssetContentType = keyof typeof ASSET_KINDS;

export const ASSET_CONTENT_TYPES = Object.keys(ASSET_KINDS) as [
  AssetContentType,
  ...AssetContentType[],
];

/** "PNG, JPEG, WebP, GIF or SVG", for messages. */
export const ASSET_TYPES_IN_WORDS = ((names: string[]) =>
  `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`)(
  Object.values(ASSET_KINDS).map((kind) => kind.name),
);

export const MAX_ASSET_BYTES = 5 * 1024 * 1024;
/** A project keeps at most this many uploads. */
export const MAX_ASSETS_PER_PROJECT = 100;

/** Where a page's assets are, relative to the page. */
export const ASSET_FOLDER = 'assets';
/** Where the app serves a project's uploads, on its own origin. */
export const UPLOADS_PATH = '/_uploads';

/** An asset's file name: a ULID (26 Crockford base-32 characters) and its type's extension. */
/** An asset's file name, as a regular expression's source (no anchors). */
export const ASSET_FILE_SOURCE = '[0-9A-HJKMNP-TV-Z]{26}\\.(?:png|jpg|webp|gif|svg)';
export const ASSET_FILE_PATTERN = new RegExp(`^${ASSET_FILE_SOURCE}$`);
/** A deployed site's path to one of its assets; the file name is its first group. */
export const SITE_ASSET_PATH = new RegExp(`^/${ASSET_FOLDER}/(${ASSET_FILE_SOURCE})$`);

/**
 * `assets/{file}` where a URL starts: after a quote, `(`, `=`, white space or a comma (srcset),
 * optionally as `./assets/…`. The lookbehind keeps `x/assets/…` and other paths out.
 */
const ASSET_REFERENCE = new RegExp(
  `(?<=^|["'(=\\s,])(?:\\./)?${ASSET_FOLDER}/(${ASSET_FILE_SOURCE})(?![\\w.-])`,
  'g',
);

export function assetFileName(id: string, contentType: AssetContentType): string {
  return `${id}.${ASSET_KINDS[contentType].extension}`;
}

/** The path a page uses for an asset. */
export function assetPath(file: string): string {
  return `${ASSET_FOLDER}/${file}`;
}

export function contentTypeOfAsset(file: string): AssetContentType | null {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return ASSET_CONTENT_TYPES.find((type) => ASSET_KINDS[type].extension === extension) ?? null;
}

/** The asset files a page refers to, each once, in order of first mention. */
export function assetFilesOf(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(ASSET_REFERENCE), (match) => match[1] ?? ''))];
}

/** Where the app serves one of a project's uploads (root-relative, on the app's origin). */
export function uploadUrl(projectId: string, file: string): string {
  return `${UPLOADS_PATH}/${encodeURIComponent(projectId)}/${file}`;
}

/** The page with its asset paths pointing at the project's uploads, for the preview. */
export function withUploadUrls(html: string, projectId: string): string {
  return html.replace(ASSET_REFERENCE, (_match, file: string) => uploadUrl(projectId, file));
}
