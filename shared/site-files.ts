import { assetFilesOf, assetPath } from './assets';

/**
 * The files a site is made of outside the product: what a download zips and what a save to
 * GitHub pushes. One list for both, so the two always carry the same files.
 */

/** One file of the site: its path from the site's root (`index.html`, `assets/…`) and its bytes. */
export interface SiteFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * The plan a generated page carries for its edits (`<script type="application/json"
 * id="site-plan">`): the product's own working data, never part of the site people get.
 */
export const SITE_PLAN_SCRIPT =
  /<script\b[^>]*\bid=["']?site-plan["']?[^>]*>[\s\S]*?<\/script>[ \t]*\r?\n?/gi;

/** The page as it leaves the product (downloaded, deployed, pushed): without its plan. */
export function pageForVisitors(html: string): string {
  return html.replace(SITE_PLAN_SCRIPT, '');
}

/** The page's file: the site's root document. */
export const SITE_PAGE_FILE = 'index.html';

/**
 * One of the project's uploads by its file name (`{id}.{ext}`): its bytes, or null when it is
 * gone. Anything else that goes wrong should throw: a site is never handed over with an image
 * missing because the store could not be read.
 */
export type ReadUpload = (file: string) => Promise<Uint8Array | null>;

/**
 * `index.html` (as visitors get it) and, under `assets/`, each upload the page names, once, in the
 * order the page first names them. An upload that is gone is left out, as the preview shows it.
 */
export async function siteFilesOf(html: string, readUpload: ReadUpload): Promise<SiteFile[]> {
  const images = await Promise.all(
    assetFilesOf(html).map(async (file) => {
      const bytes = await readUpload(file);
      return bytes === null ? null : { path: assetPath(file), bytes };
    }),
  );
  return [
    { path: SITE_PAGE_FILE, bytes: new TextEncoder().encode(pageForVisitors(html)) },
    ...images.filter((image): image is SiteFile => image !== null),
  ];
}
