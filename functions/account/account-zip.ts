import { strToU8, Zip, ZipDeflate } from 'fflate';
import { AccountError } from './account-errors';

/**
 * The largest export answered in one reply: Lambda hands API Gateway at most 6 MB, and the zip
 * goes base64 (a third larger). HTML compresses about sixfold, so this is some 25 MB of pages.
 */
export const EXPORT_MAX_ZIP_BYTES = 4_400_000;

export interface ZipWriter {
  /** Adds a file, compressed; refuses (AccountError 'exportTooLarge') once the zip is too large. */
  add(path: string, content: string): void;
  /** The whole zip. */
  finish(): Uint8Array<ArrayBuffer>;
}

/**
 * A zip written as files are added (fflate, compressed at once), so only the compressed bytes
 * are held, and an export past `maxBytes` stops at the file that crossed it.
 */
export function createZipWriter(maxBytes = EXPORT_MAX_ZIP_BYTES): ZipWriter {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  // fflate's deflate is synchronous: each push has reached this callback when it returns.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      size += chunk.length;
      chunks.push(chunk);
    }
  });
  const check = () => {
    if (failure) throw failure;
    if (size > maxBytes) throw new AccountError('exportTooLarge');
  };
  return {
    add(path, content) {
      const file = new ZipDeflate(path, { level: 6 });
      zip.add(file);
      file.push(strToU8(content), true);
      check();
    },
    finish() {
      zip.end();
      check();
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      return bytes;
    },
  };
}
