import type { IncomingMessage } from 'node:http';

/** Lambda's synchronous invocation payload limit. */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

export class PayloadTooLargeError extends Error {}

export async function readBody(
  request: IncomingMessage,
  limit = MAX_REQUEST_BYTES,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new PayloadTooLargeError(`Request body exceeds ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
