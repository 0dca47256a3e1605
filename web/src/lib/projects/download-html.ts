import { strToU8, zipSync, type Zippable } from 'fflate';
import { assetFilesOf, assetPath, uploadUrl } from '../../../../shared/assets';
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
 * The page and the images it names, as a zip that works opened from disk: `index.html` with an
 * `assets/` folder beside it, as the deployed site has them. An image that is gone is left out,
 * as the preview shows it.
 */
export async function siteArchive(
  projectId: string,
  html: string,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Uint8Array> {
  const files: Zippable = { 'index.html': strToU8(html) };
  const images = await Promise.all(
    assetFilesOf(html).map(async (file) => {
      const response = await fetchFn(uploadUrl(projectId, file));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Could not fetch ${file}: ${response.status}`);
      return [assetPath(file), new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  for (const image of images) if (image) files[image[0]] = [image[1], { level: 0 }];
  return zipSync(files, { level: 6 });
}

/**
 * Downloads the page: the single .html when it names no uploaded images, else a zip of the page
 * and its images.
 */
export async function downloadSite(projectName: string, projectId: string, html: string) {
  if (assetFilesOf(html).length === 0) {
    saveFile(htmlFileName(projectName), new Blob([html], { type: 'text/html;charset=utf-8' }));
    return;
  }
  const archive = await siteArchive(projectId, html);
  saveFile(
    zipFileName(projectName),
    new Blob([archive.buffer as ArrayBuffer], { type: 'application/zip' }),
  );
}
