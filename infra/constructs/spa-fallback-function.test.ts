import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { spaFallbackCode } from './spa-fallback-function';

/** Runs the CloudFront Function code on a viewer request for `uri`. */
function rewrite(uri: string): unknown {
  const event = { request: { method: 'GET', uri, headers: {}, querystring: {} } };
  return runInNewContext(`${spaFallbackCode}\nhandler(event);`, { event });
}

describe('SPA fallback function', () => {
  it.each(['/', '/projects', '/workspace/01HZX3', '/auth/login/'])(
    'serves index.html for the client-side route %s',
    (uri) => {
      expect(rewrite(uri)).toMatchObject({ uri: '/index.html' });
    },
  );

  it.each(['/assets/index-1a2b3c.js', '/favicon.svg', '/index.html', '/assets/missing.css'])(
    'leaves the file path %s alone, so a missing file stays an error',
    (uri) => {
      expect(rewrite(uri)).toMatchObject({ uri });
    },
  );

  it('keeps the rest of the request', () => {
    expect(rewrite('/projects')).toMatchObject({ method: 'GET', querystring: {} });
  });
});
