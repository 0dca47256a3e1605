import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SITE_SECURITY_HEADERS } from '../sites/site-headers';
import { siteBeaconApiPath, siteFormApiPath } from '../sites/site-paths';
import { CLOUDFRONT_FUNCTION_CODE_LIMIT } from './site-router-function';
import { siteFormRouterCode } from './site-form-function';

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, unknown>;
  headers: Record<string, { value: string }>;
}

/** Runs the generated code as CloudFront does, on one viewer request. */
function send(sitesDomain: string | undefined, host: string, uri: string, method = 'POST') {
  const request: ViewerRequest = {
    method,
    uri,
    querystring: {},
    headers: { host: { value: host }, 'content-type': { value: 'application/json' } },
  };
  const answer: unknown = runInNewContext(
    `${siteFormRouterCode({ sitesDomain })}\nhandler(event);`,
    { event: { version: '1.0', context: { eventType: 'viewer-request' }, request } },
  );
  return answer;
}

/** The API's own JSON 404, answered at the edge: the request never reaches the API. */
const notFound = {
  statusCode: 404,
  statusDescription: 'Not Found',
  headers: {
    'content-type': { value: 'application/json; charset=utf-8' },
    'cache-control': { value: 'no-store' },
    'x-content-type-options': { value: SITE_SECURITY_HEADERS['x-content-type-options'] },
    'referrer-policy': { value: SITE_SECURITY_HEADERS['referrer-policy'] },
  },
  body: { encoding: 'text', data: '{"detail":"Not found"}' },
};

describe('site form function of the custom domains distribution', () => {
  const keyValueStoreId = 'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111';
  const directory: Record<string, string> = { 'shop.example.com': '@crumb' };

  async function sendToDomain(host: string, uri: string) {
    const [importLine, ...body] = siteFormRouterCode({
      customDomains: true,
      keyValueStoreId,
    }).split('\n');
    expect(importLine).toBe("import cf from 'cloudfront';");
    const sites = {
      get: (key: string) =>
        directory[key] === undefined
          ? Promise.reject(new Error('none'))
          : Promise.resolve(directory[key]),
    };
    const request: ViewerRequest = {
      method: 'POST',
      uri,
      querystring: {},
      headers: { host: { value: host } },
    };
    const answer: unknown = await runInNewContext(`${body.join('\n')}\nhandler(event);`, {
      cf: { kvs: (id: string) => (id === keyValueStoreId ? sites : null) },
      event: { version: '1.0', context: { eventType: 'viewer-request' }, request },
    });
    return answer;
  }

  it("sends a custom domain's form post to the API as its site's", async () => {
    expect(await sendToDomain('Shop.Example.com', '/_forms/contact')).toMatchObject({
      uri: '/_forms/crumb/contact',
    });
  });

  it('answers 404 at the edge for a domain no site has', async () => {
    expect(await sendToDomain('other.example.com', '/_forms/contact')).toEqual(notFound);
  });
});

describe('site form function with a sites domain', () => {
  const domain = 'mysites.example';

  it("sends a site's form post to the API with the site's label in the path", () => {
    const answer = send(domain, 'crumb.mysites.example', '/_forms/contact');

    expect(answer).toEqual({
      method: 'POST',
      uri: '/_forms/crumb/contact',
      querystring: {},
      headers: {
        host: { value: 'crumb.mysites.example' },
        'content-type': { value: 'application/json' },
      },
    });
  });

  it('reads the Host case-insensitively, with a trailing dot', () => {
    const answer = send(domain, 'Crumb.MySites.Example.', '/_forms/newsletter');

    expect(answer).toMatchObject({ uri: '/_forms/crumb/newsletter' });
  });

  it("sends a post on a deploy's own address with that address as the label", () => {
    const answer = send(domain, 'crumb--12.mysites.example', '/_forms/contact');

    expect(answer).toMatchObject({ uri: '/_forms/crumb--12/contact' });
  });

  it.each(['a$&b%20c', '{label}', '{form}'])(
    'passes the form name %s on as sent, for the API to check',
    (form) => {
      expect(send(domain, 'crumb.mysites.example', `/_forms/${form}`)).toMatchObject({
        uri: `/_forms/crumb/${form}`,
      });
    },
  );

  it.each([
    'mysites.example',
    'crumb.other.example',
    'a.crumb.mysites.example',
    'crumbmysites.example',
    '-crumb.mysites.example',
    'Crumb!.mysites.example',
  ])('answers 404 for the host %s, which names no site', (host) => {
    expect(send(domain, host, '/_forms/contact')).toEqual(notFound);
  });

  it.each(['/_forms/', '/_forms/contact/', '/_forms/a/b', '/_forms/../api/projects', '/_formsx'])(
    'answers 404 for %s, which names no form',
    (uri) => {
      expect(send(domain, 'crumb.mysites.example', uri)).toEqual(notFound);
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'])(
    'answers 404 to %s: a form is only posted',
    (method) => {
      expect(send(domain, 'crumb.mysites.example', '/_forms/contact', method)).toEqual(notFound);
    },
  );

  it("sends a page's view beacon to the API with the site's label, a deploy's own address too", () => {
    expect(send(domain, 'crumb.mysites.example', '/_a')).toMatchObject({ uri: '/_a/crumb' });
    expect(send(domain, 'crumb--4.mysites.example', '/_a')).toMatchObject({ uri: '/_a/crumb--4' });
  });

  it.each(['/_a/', '/_a/crumb', '/_ab', '/x/_a'])(
    'answers 404 for %s, which is no beacon',
    (uri) => {
      expect(send(domain, 'crumb.mysites.example', uri)).toEqual(notFound);
    },
  );

  it('answers 404 to a beacon that is not posted', () => {
    expect(send(domain, 'crumb.mysites.example', '/_a', 'GET')).toEqual(notFound);
  });

  it('maps beacon paths as the local gateway does (siteBeaconApiPath)', () => {
    for (const path of ['/_a', '/_a/', '/_a/x', '/_forms/a']) {
      const answer = send(domain, 'crumb.mysites.example', path);
      const apiPath = siteBeaconApiPath('crumb', path) ?? siteFormApiPath('crumb', path);
      expect(answer).toEqual(apiPath ? expect.objectContaining({ uri: apiPath }) : notFound);
    }
  });

  it('maps paths as the local gateway does (siteFormApiPath)', () => {
    for (const path of ['/_forms/contact', '/_forms/', '/_forms/a/b', '/x/_forms/a', '/_forms']) {
      const answer = send(domain, 'crumb.mysites.example', path);
      const apiPath = siteFormApiPath('crumb', path);
      expect(answer).toEqual(apiPath ? expect.objectContaining({ uri: apiPath }) : notFound);
    }
  });
});

describe('site form function without a domain (a path per site)', () => {
  const host = 'd1234abcd.cloudfront.net';

  it.each([
    ['/crumb/_forms/contact', '/_forms/crumb/contact'],
    ['/crumb--3/_forms/contact', '/_forms/crumb--3/contact'],
    ['/crumb/_a', '/_a/crumb'],
  ])('sends %s to the API as %s', (uri, apiPath) => {
    expect(send(undefined, host, uri)).toMatchObject({ method: 'POST', uri: apiPath });
  });

  it.each([
    '/_forms/contact',
    '/Crumb!/_forms/contact',
    '/crumb/_forms/',
    '/crumb/_forms/a/b',
    '/a/crumb/_forms/contact',
    '/crumb/assets/_forms/contact',
  ])('answers 404 for %s', (uri) => {
    expect(send(undefined, host, uri)).toEqual(notFound);
  });
});

describe('site form code', () => {
  it('fits the CloudFront Functions size limit', () => {
    const code = siteFormRouterCode({ sitesDomain: 'a-rather-long-sites-domain.example' });

    expect(new TextEncoder().encode(code).length).toBeLessThan(CLOUDFRONT_FUNCTION_CODE_LIMIT);
  });
});
