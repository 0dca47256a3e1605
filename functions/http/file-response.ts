import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FileResponse } from '../../shared/api/account-schemas';

/**
 * Whether a reply the contract's schema already parsed is a file. A check of its shape, not the
 * schema itself: every function loads this module, few of them serve files.
 */
export function isFile(reply: unknown): reply is FileResponse {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    'filename' in reply &&
    typeof reply.filename === 'string' &&
    'content_type' in reply &&
    typeof reply.content_type === 'string' &&
    'bytes' in reply &&
    reply.bytes instanceof Uint8Array
  );
}

/**
 * A file for the browser to save, as API Gateway passes bytes on: base64 with `isBase64Encoded`,
 * its type, and a `content-disposition` naming it. Never cached: it is the caller's data.
 */
export function fileResponse(file: FileResponse): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      'content-type': file.content_type,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    },
    isBase64Encoded: true,
    body: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString(
      'base64',
    ),
  };
}
