import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity } from '@smithy/types';

/** What the check needs of a request (a Koa context has all of it). */
export interface PresignedRequest {
  method: string;
  /** The path as sent, e.g. `/bucket/key`. */
  path: string;
  query: Readonly<Record<string, string | string[] | undefined>>;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export type PresignedVerdict =
  | { ok: true }
  | { ok: false; code: 'AccessDenied' | 'SignatureDoesNotMatch'; message: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `20261126T161820Z` as a date. */
function amzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hours, minutes, seconds));
}

/**
 * Checks a presigned (query-string SigV4) request as S3 does, which s3rver does not: the URL has
 * not expired, and its signature matches the request as sent, signed headers (content-type,
 * content-length, host) included. A browser that sends other bytes than the upload announced, or
 * of another type, is refused.
 */
export async function verifyPresigned(
  request: PresignedRequest,
  credentials: AwsCredentialIdentity,
  now: Date = new Date(),
): Promise<PresignedVerdict> {
  const query = Object.fromEntries(
    Object.entries(request.query).flatMap(([name, value]) => {
      const found = single(value);
      return found === undefined ? [] : [[name, found]];
    }),
  );
  const provided = query['X-Amz-Signature'];
  const signedAt = amzDate(query['X-Amz-Date'] ?? '');
  const expiresIn = Number(query['X-Amz-Expires']);
  const scope = (query['X-Amz-Credential'] ?? '').split('/');
  const signedHeaders = (query['X-Amz-SignedHeaders'] ?? '').split(';').filter(Boolean);
  if (!provided || !signedAt || !Number.isFinite(expiresIn) || scope.length !== 5) {
    return {
      ok: false,
      code: 'AccessDenied',
      message: 'Query-string authentication is incomplete',
    };
  }
  if (now.getTime() > signedAt.getTime() + expiresIn * 1000) {
    return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
  }
  const headers = Object.fromEntries(
    signedHeaders.map((name) => [name, single(request.headers[name]) ?? '']),
  );
  // The payload hash travels in the query (UNSIGNED-PAYLOAD); the signer reads it as a header.
  const unsigned = Object.fromEntries(
    Object.entries(query).filter(
      ([name]) => name !== 'X-Amz-Signature' && name !== 'X-Amz-Content-Sha256',
    ),
  );
  if (query['X-Amz-Content-Sha256'])
    headers['X-Amz-Content-Sha256'] = query['X-Amz-Content-Sha256'];
  const signer = new SignatureV4({
    credentials,
    region: scope[2] ?? '',
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(
    new HttpRequest({
      method: request.method,
      protocol: 'http:',
      hostname: (headers.host ?? '').split(':')[0] ?? '',
      path: request.path,
      query: unsigned,
      headers,
    }),
    { signingDate: signedAt, expiresIn, signableHeaders: new Set(signedHeaders) },
  );
  return signed.query?.['X-Amz-Signature'] === provided
    ? { ok: true }
    : {
        ok: false,
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided.',
      };
}
