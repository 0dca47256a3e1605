import { ASSET_FILE_SOURCE, UPLOADS_PATH } from '../../shared/assets';

/** `/_uploads/{projectId}/{file}`: the only paths under the uploads that name an object. */
export const UPLOAD_URL_PATH = new RegExp(
  `^${UPLOADS_PATH}/[0-9A-HJKMNP-TV-Z]{26}/${ASSET_FILE_SOURCE}$`,
);

/**
 * Headers of every upload the app's origin serves (the web distribution's uploads behaviour on
 * AWS, the local gateway on one machine). An SVG opened on its own is a document of the app's
 * origin: the CSP sandbox gives it an opaque origin and lets it run and load nothing, even if
 * something got past the upload's cleaning.
 */
export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
} as const;
