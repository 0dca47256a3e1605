import type { SiteImages } from './site-plan';

/**
 * Where a picture goes on a page that is written before its pictures are made: the Image agent
 * runs beside the Frontend, which leaves one token per picture, filled in once both are done.
 */
export const pictureToken = (key: string): string => `{{image:${key}}}`;

const PICTURE_TOKEN = /\{\{image:([a-z0-9-]+)\}\}/g;

/** The pictures a page will have, each as its token for now. */
export function picturesToCome(keys: Iterable<string>): SiteImages {
  return Object.fromEntries([...keys].map((key) => [key, pictureToken(key)]));
}

/** Whether a page still has a picture to come. */
export function awaitsPictures(html: string): boolean {
  return html.search(PICTURE_TOKEN) >= 0;
}

/** The page with each picture's token replaced by the picture (a token with none is dropped). */
export function withPictures(html: string, images: SiteImages): string {
  return html.replace(PICTURE_TOKEN, (_token, key: string) => images[key] ?? '');
}

const PLACEHOLDER =
  '<svg class="art" viewBox="0 0 16 9" role="img" aria-label="Picture, shown when the page is done"><rect width="16" height="9" fill="#e5e7eb"/></svg>';
const TRANSPARENT_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * What the live preview shows for a picture not sent (or not made yet) at `offset` in `html`: a
 * plain grey box, or a transparent pixel inside an attribute (an <img src>).
 */
export function placeholderAt(html: string, offset: number): string {
  const before = html.slice(html.lastIndexOf('<', offset), offset);
  return before.includes('>') || !before.startsWith('<') ? PLACEHOLDER : TRANSPARENT_PIXEL;
}

/** The page so far with a placeholder for every picture still to come. */
export function withPlaceholders(html: string): string {
  return html.replace(PICTURE_TOKEN, (_token, _key: string, offset: number) =>
    placeholderAt(html, offset),
  );
}
