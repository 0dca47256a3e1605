import { zipSync, type Zippable } from 'fflate';
import { assetFilesOf, uploadUrl } from '../../../../shared/assets';
import { pageForVisitors, siteFilesOf, SITE_PAGE_FILE } from '../../../../shared/site-files';
import { withoutHiddenCharacters } from '../../../../shared/visible-text';
import { saveFile } from '../save-file';

export const DOWNLOAD_FAILED = 'The download could not be prepared. Please try again.';

/** Characters no common file system accepts in a name (control and format characters are dropped too). */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|]/g;

function baseName(projectName: string): string {
  return (
    withoutHiddenCharacters(projectName).replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() ||
    'website'
  );
}

/** `{project name}.html` (requirements §7), with characters file systems refuse replaced. */
export function htmlFileName(projectName: string): string {
  return `${baseName(projectName)}.html`;
}

/** `{project name}.zip`, for a page that comes with its own images. */
export function zipFileName(projectName: string): string {
  return `${baseName(projectName)}.zip`;
}

/**
 * The page and the images it names (shared/site-files.ts: the same files a save to GitHub
 * pushes), as a zip that works opened from disk: `index.html` with an `assets/` folder beside it,
 * as the deployed site has them. An image that is gone is left out, as the preview shows it.
 */
export async function siteArchive(
  projectId: string,
  html: string,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Uint8Array> {
  const files = await siteFilesOf(html, async (file) => {
    const response = await fetchFn(uploadUrl(projectId, file));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Could not fetch ${file}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  const entries: Zippable = {};
  for (const file of files) {
    // Images are compressed already: stored as they are, the page deflated.
    entries[file.path] = file.path === SITE_PAGE_FILE ? file.bytes : [file.bytes, { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

/**
 * Downloads the page: the single .html when it names no uploaded images, else a zip of the page
 * and its images.
 */
export async function downloadSite(projectName: string, projectId: string, html: string) {
  if (assetFilesOf(html).length === 0) {
    saveFile(
      htmlFileName(projectName),
      new Blob([pageForVisitors(html)], { type: 'text/html;charset=utf-8' }),
    );
    return;
  }
  const archive = await siteArchive(projectId, html);
  saveFile(
    zipFileName(projectName),
    new Blob([archive.buffer as ArrayBuffer], { type: 'application/zip' }),
  );
}
