import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeAssetResponseSchema,
  listAssetsResponseSchema,
  type CreateAssetRequest,
} from '../../shared/api/asset-schemas';
import { deployResponseSchema } from '../../shared/api/deployment-schemas';
import { MAX_ASSET_BYTES } from '../../shared/assets';
import { startAttackRun, Tally } from '../../testing/attack-run';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { ONE_PIXEL_PNG, uploadAsset } from '../../testing/cloud/project-assets';
import { seedProject, seedProjectVersion } from '../../testing/cloud/seed';
import { visitSite } from '../../testing/cloud/visit-site';
import { localS3ClientConfig } from '../../tools/local-cloud/s3/local-s3';

/**
 * Bad files sent to a project's image upload: bytes that are not what their type says, files
 * over the limit or empty, SVG that runs script, handles events or loads from elsewhere however it
 * is spelled (entities, CSS escapes, comments), entity bombs, and polyglots. Each is refused with
 * nothing kept, or kept only cleaned, or (a real image with something after it) served as an
 * image that no browser runs: its type, nosniff and a sandboxing CSP, on the app and on the site.
 */
const TIME_LIMIT_MS = 45_000;

const cloud = useSharedCloud();
let s3: S3Client;
let user: SignedUpAccount;
let projectId: string;

beforeAll(async () => {
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
  user = await signUpWithProfile(cloud, `uploads-${randomUUID().slice(0, 8)}@example.com`);
  projectId = await seedProject(cloud, { userId: user.sub, name: 'Upload target' });
});

afterAll(() => {
  s3?.destroy();
});

const svg = (inside: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inside}<rect width="10" height="10" fill="#b45309"/></svg>`;

/** SVGs that must never be kept as sent: refused, or kept cleaned. */
const HOSTILE_SVGS: [string, string][] = [
  ['a script element', svg('<script>window.pwned=1</script>')],
  ['a script in CDATA', svg('<script><![CDATA[window.pwned=1]]></script>')],
  ['an onload on the root', svg('', ' onload="window.pwned=1"')],
  ['an event handler in capitals', svg('<circle r="4" ONCLICK="window.pwned=1"/>')],
  ['a javascript: link', svg('<a href="javascript:window.pwned=1"><circle r="4"/></a>')],
  [
    'an entity-escaped javascript: link in use',
    svg('<use href="jav&#x61;script:window.pwned=1"/>'),
  ],
  ['an xlink to elsewhere', svg('<use xlink:href="https://evil.example/sprite.svg#x"/>')],
  ['an outside image', svg('<image href="https://tracker.example/pixel.png"/>')],
  ['a protocol-relative image', svg('<image href="//tracker.example/pixel.png"/>')],
  [
    'foreignObject with HTML',
    svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>'),
  ],
  [
    'an animate that rewrites an href',
    svg('<a><animate attributeName="href" to="javascript:alert(1)"/></a>'),
  ],
  ['a set of an onclick', svg('<set attributeName="onclick" to="alert(1)"/>')],
  ['a style import', svg('<style>@import url(https://evil.example/x.css);</style>')],
  [
    'an entity-escaped style import',
    svg('<style>@&#105;mport "https://evil.example/x.css";</style>'),
  ],
  ['a CSS-escaped style import', svg('<style>@\\69mport "https://evil.example/x.css";</style>')],
  ['a comment-split style import', svg('<style>@im/**/port "https://evil.example/x.css";</style>')],
  [
    'an outside url() in a style element',
    svg('<style>rect{fill:url(https://evil.example/p)}</style>'),
  ],
  [
    'an entity-escaped url() in a style attribute',
    svg('<rect style="fill:u&#114;l(https://evil.example/p)"/>'),
  ],
  [
    'a CSS-escaped url() in a style attribute',
    svg('<rect style="fill:u\\72l(https://evil.example/p)"/>'),
  ],
  ['an outside url() in a fill', svg('<rect fill="url(https://evil.example/p#g)"/>')],
  ['an outside url() in a filter', svg('<rect filter="url(\'//evil.example/f.svg#f\')"/>')],
  [
    'a data:text/html link',
    svg('<use href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>'),
  ],
  [
    'an external entity',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
  ],
  [
    'a billion laughs',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg('<text>&c;</text>')}`,
  ],
  ['an HTML page named SVG', '<html><body><script>window.pwned=1</script></body></html>'],
  ['two roots', `${svg('')}<script>window.pwned=1</script>`],
  ['not XML at all', '<svg><script>window.pwned=1</svg'],
];

/** XML entities, then CSS escapes and comments, decoded as a browser reads them. */
function asBrowserReads(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
    )
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '');
}

/** What in a kept SVG could still run or reach elsewhere: none of these may be left. */
const STILL_UNSAFE: [string, RegExp][] = [
  ['script', /<script|<foreignObject|<iframe|<animate|<set\b|<handler/i],
  ['event handler', /\son[a-z]+\s*=/i],
  ['script URL', /(?:java|vb)script\s*:|data\s*:\s*text\/html/i],
  ['import', /@import/i],
  ['outside url()', /url\s*\(\s*(?!['"]?#)/i],
  ['outside address', /(?:https?:)?\/\/[a-z]/i],
  ['entity declaration', /<!ENTITY|<!DOCTYPE/i],
];

function unsafeLeftIn(kept: string): string[] {
  // The namespace declarations are names, not addresses anything loads.
  const read = asBrowserReads(kept).replace(/\sxmlns(?::\w+)?="[^"]*"/g, '');
  return STILL_UNSAFE.filter(([, pattern]) => pattern.test(read)).map(([name]) => name);
}

const HTML_AFTER = Buffer.from('<html><script>window.pwned=1</script></html>');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

interface RasterCase {
  name: string;
  bytes: Buffer;
  announce?: Partial<CreateAssetRequest>;
  /** A real image with more after it: kept as sent, but only ever served as an image. */
  polyglot?: true;
}

const RASTERS: RasterCase[] = [
  { name: 'HTML announced as PNG', bytes: HTML_AFTER },
  { name: 'a JPEG announced as PNG', bytes: JPEG_START },
  {
    name: 'a PNG announced as JPEG',
    bytes: ONE_PIXEL_PNG,
    announce: { content_type: 'image/jpeg' },
  },
  { name: 'a PNG announced as GIF', bytes: ONE_PIXEL_PNG, announce: { content_type: 'image/gif' } },
  {
    name: 'a PNG announced as WebP',
    bytes: ONE_PIXEL_PNG,
    announce: { content_type: 'image/webp' },
  },
  {
    name: 'a PNG announced as SVG',
    bytes: ONE_PIXEL_PNG,
    announce: { content_type: 'image/svg+xml' },
  },
  {
    name: 'an SVG with script announced as PNG, named .svg',
    bytes: Buffer.from(svg('<script>window.pwned=1</script>')),
    announce: { file_name: 'logo.svg' },
  },
  { name: 'HTML named .png', bytes: HTML_AFTER, announce: { file_name: 'index.png' } },
  { name: 'half a PNG signature', bytes: ONE_PIXEL_PNG.subarray(0, 4) },
  { name: 'one zero byte', bytes: Buffer.from([0]) },
  { name: 'a thousand zero bytes', bytes: Buffer.alloc(1000) },
  {
    name: 'a PNG with HTML after it',
    bytes: Buffer.concat([ONE_PIXEL_PNG, HTML_AFTER]),
    polyglot: true,
  },
  {
    name: 'a PNG named .html',
    bytes: ONE_PIXEL_PNG,
    announce: { file_name: 'index.html' },
    polyglot: true,
  },
  {
    name: 'a GIF whose header is also script',
    bytes: Buffer.from('GIF89a=1;window.pwned=1;//<script>window.pwned=1</script>'),
    announce: { content_type: 'image/gif', file_name: 'x.gif' },
    polyglot: true,
  },
];

/** Announcements refused before a byte is sent. */
const REFUSED_ANNOUNCEMENTS: [string, Partial<CreateAssetRequest>][] = [
  ['an empty file', { size: 0 }],
  ['a file over the limit', { size: MAX_ASSET_BYTES + 1 }],
  ['a negative size', { size: -1 }],
  ['an HTML type', { content_type: 'text/html' as never }],
  ['an SVG type with parameters', { content_type: 'image/svg+xml; charset=utf-8' as never }],
  ['a PDF', { content_type: 'application/pdf' as never }],
];

/** What says a kept file is an image no browser runs: its type, nosniff, a sandboxing CSP. */
const SERVED_HEADERS = ['content-type', 'x-content-type-options', 'content-security-policy'];

async function keptFiles(): Promise<string[]> {
  const list = async (prefix: string) => {
    const { Contents = [] } = await s3.send(
      new ListObjectsV2Command({ Bucket: cloud.s3.bucketNames.sites, Prefix: prefix }),
    );
    return Contents.map(({ Key }) => Key ?? '');
  };
  return [...(await list(`_uploads/${projectId}/`)), ...(await list(`incoming/${projectId}/`))];
}

describe('bad files sent as project images', () => {
  it('are refused with nothing kept, kept only cleaned, or served only as images', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const outcomes = new Tally();
    const problems: string[] = [];
    const kept: { name: string; url: string; path: string; type: string; sent: Buffer }[] = [];
    const refusedStep = (upload: Awaited<ReturnType<typeof uploadAsset>>) =>
      upload.announced.status !== 200
        ? `announce ${upload.announced.status}`
        : upload.sent !== 200
          ? `upload ${upload.sent}`
          : `complete ${upload.completed?.status}`;

    for (const [name, announce] of REFUSED_ANNOUNCEMENTS) {
      if (!run.inTime()) break;
      const upload = await uploadAsset(cloud, user, projectId, ONE_PIXEL_PNG, announce);
      outcomes.add(refusedStep(upload));
      if (upload.announced.status !== 400) problems.push(`${name}: ${refusedStep(upload)}`);
    }
    // Sent bytes other than those announced: the presigned PUT refuses them.
    for (const [name, bytes] of [
      ['more bytes than announced', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(64)])],
      ['fewer bytes than announced', ONE_PIXEL_PNG.subarray(0, 10)],
    ] as const) {
      const upload = await uploadAsset(cloud, user, projectId, bytes, {
        size: ONE_PIXEL_PNG.length,
      });
      outcomes.add(refusedStep(upload));
      if (upload.completed?.status === 200) problems.push(`${name}: kept`);
    }

    for (const raster of RASTERS) {
      if (!run.inTime()) break;
      const upload = await uploadAsset(cloud, user, projectId, raster.bytes, raster.announce);
      outcomes.add(refusedStep(upload));
      if (upload.completed?.status === 200) {
        const { asset } = completeAssetResponseSchema.parse(upload.completed.body);
        if (!raster.polyglot) problems.push(`${raster.name}: kept as ${asset.file}`);
        else
          kept.push({
            name: raster.name,
            url: asset.url,
            path: asset.path,
            type: asset.content_type,
            sent: raster.bytes,
          });
      }
    }

    for (const [name, text] of HOSTILE_SVGS) {
      if (!run.inTime()) break;
      const upload = await uploadAsset(cloud, user, projectId, Buffer.from(text), {
        content_type: 'image/svg+xml',
        file_name: 'logo.svg',
      });
      outcomes.add(refusedStep(upload));
      if (upload.completed?.status !== 200) continue;
      const { asset } = completeAssetResponseSchema.parse(upload.completed.body);
      const served = await (await fetch(`${cloud.url}${asset.url}`)).text();
      if (served === text) problems.push(`${name}: kept as sent`);
      const left = unsafeLeftIn(served);
      if (left.length > 0) problems.push(`${name}: still has ${left.join(', ')}: ${served}`);
      kept.push({
        name,
        url: asset.url,
        path: asset.path,
        type: 'image/svg+xml',
        sent: Buffer.from(text),
      });
    }

    // Everything kept is served as the image it is, never as a page, on the app and on the site.
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId,
      html: `<!doctype html><title>Images</title>${kept.map((file) => `<img src="${file.path}" alt="">`).join('')}`,
    });
    const deployed = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: user.idToken,
      body: { project_id: projectId },
    });
    const site = deployResponseSchema.parse(deployed.body).deployment.preview_url;
    for (const file of kept) {
      const onApp = await fetch(`${cloud.url}${file.url}`);
      const onSite = await visitSite(new URL(file.path, site).href);
      const served = {
        app: [onApp.status, ...SERVED_HEADERS.map((name) => onApp.headers.get(name))],
        site: [onSite.status, ...SERVED_HEADERS.map((name) => String(onSite.headers[name]))],
      };
      for (const [where, answer] of Object.entries(served)) {
        const [status, type, nosniff, csp] = answer;
        const asImage = status === 200 && type === file.type && nosniff === 'nosniff';
        if (!asImage || !/\bsandbox\b/.test(String(csp))) {
          problems.push(`${file.name} on the ${where}: ${JSON.stringify(answer)}`);
        }
      }
    }

    const listed = await callApi(cloud, 'GET', `/api/projects/${projectId}/assets`, {
      token: user.idToken,
    });
    const total = REFUSED_ANNOUNCEMENTS.length + 2 + RASTERS.length + HOSTILE_SVGS.length;
    run.report(
      'uploads',
      `${outcomes.total} files (${total} planned), ${kept.length} kept; outcomes ${outcomes}`,
    );

    expect(outcomes.total).toBeGreaterThanOrEqual(total);
    expect(problems).toEqual([]);
    // Nothing kept but what the list shows, and no upload left waiting to be checked.
    const files = listAssetsResponseSchema.parse(listed.body).assets.map((asset) => asset.file);
    expect(files).toHaveLength(kept.length);
    expect((await keptFiles()).toSorted()).toEqual(
      files.map((file) => `_uploads/${projectId}/${file}`).toSorted(),
    );
  });
});
