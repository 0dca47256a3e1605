import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeAssetResponseSchema,
  createAssetResponseSchema,
  listAssetsResponseSchema,
  type CreateAssetRequest,
} from '../../../shared/api/asset-schemas';
import { deployResponseSchema } from '../../../shared/api/deployment-schemas';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { localS3ClientConfig } from '../../../tools/local-cloud/s3/local-s3';
import { seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { visitSite } from '../../../testing/cloud/visit-site';
import { uploadObjectKeys } from '../../../functions/projects/upload-object-keys';
import { ONE_PIXEL_PNG, uploadAsset } from '../../../testing/cloud/project-assets';

const cloud = useSharedCloud();
let s3: S3Client;

beforeAll(async () => {
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
});

afterAll(async () => {
  s3?.destroy();
});

const newUser = () => signUpWithProfile(cloud, `a-${randomUUID().slice(0, 8)}@example.com`);

const UNSAFE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <a href="javascript:alert(2)"><circle r="4"/></a>
  <rect width="10" height="10" fill="url(#shade)" onclick="alert(3)"/>
  <foreignObject><iframe src="https://example.com"/></foreignObject>
  <image href="https://tracker.example/pixel.png"/>
  <linearGradient id="shade"><stop offset="0" stop-color="#b45309"/></linearGradient>
</svg>`;

async function ownProject(user: SignedUpAccount) {
  return seedProject(cloud, { userId: user.sub, name: 'Bakery' });
}

function announce(user: SignedUpAccount, projectId: string, body: Partial<CreateAssetRequest>) {
  return callApi(cloud, 'POST', `/api/projects/${projectId}/assets`, {
    token: user.idToken,
    body: { file_name: 'logo.png', content_type: 'image/png', size: ONE_PIXEL_PNG.length, ...body },
  });
}

function complete(user: SignedUpAccount, projectId: string, assetId: string) {
  return callApi(cloud, 'POST', `/api/projects/${projectId}/assets/${assetId}/complete`, {
    token: user.idToken,
    body: {},
  });
}

/** Announces, sends and completes one file as the browser does; resolves to the reply. */
async function upload(
  user: SignedUpAccount,
  projectId: string,
  bytes: Buffer,
  contentType: CreateAssetRequest['content_type'] = 'image/png',
) {
  const { announced, sent, completed } = await uploadAsset(cloud, user, projectId, bytes, {
    content_type: contentType,
  });
  expect([announced.status, sent]).toEqual([200, 200]);
  if (!completed) throw new Error('The upload was not completed');
  return completed;
}

async function uploadsOf(projectId: string) {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({
      Bucket: cloud.s3.bucketNames.sites,
      Prefix: uploadObjectKeys.uploads(projectId),
    }),
  );
  return Contents.map(({ Key }) => Key);
}

describe('project images', () => {
  it('uploads a PNG with a presigned PUT, lists it and serves it on the app origin', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);

    const reply = await upload(user, projectId, ONE_PIXEL_PNG);

    expect(reply.status).toBe(200);
    const { asset } = completeAssetResponseSchema.parse(reply.body);
    expect(asset).toMatchObject({ content_type: 'image/png', size: ONE_PIXEL_PNG.length });
    expect(asset.path).toBe(`assets/${asset.file}`);
    const served = await fetch(`${cloud.url}${asset.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    const listed = await callApi(cloud, 'GET', `/api/projects/${projectId}/assets`, {
      token: user.idToken,
    });
    expect(listAssetsResponseSchema.parse(listed.body).assets).toEqual([asset]);
    // Completing again answers the same image; nothing is added.
    const again = await complete(user, projectId, asset.file.slice(0, 26));
    expect(completeAssetResponseSchema.parse(again.body).asset.file).toBe(asset.file);
    expect(await uploadsOf(projectId)).toHaveLength(1);
  });

  it('refuses other types, empty files and files over 5 MB before anything is sent', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);

    const pdf = await announce(user, projectId, { content_type: 'application/pdf' as never });
    const big = await announce(user, projectId, { size: 5 * 1024 * 1024 + 1 });
    const empty = await announce(user, projectId, { size: 0 });

    expect(pdf).toMatchObject({ status: 400 });
    expect(JSON.stringify(pdf.body)).toContain('Only PNG, JPEG, WebP, GIF or SVG images');
    expect(big).toMatchObject({ status: 400 });
    expect(JSON.stringify(big.body)).toContain('at most 5 MB');
    expect(empty.status).toBe(400);
  });

  it('lets the upload send only the bytes announced', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);
    const announced = await announce(user, projectId, { size: ONE_PIXEL_PNG.length });
    const { upload } = createAssetResponseSchema.parse(announced.body);

    const larger = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: new Uint8Array(Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(1024)])),
    });
    const otherType = await fetch(upload.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/svg+xml' },
      body: new Uint8Array(ONE_PIXEL_PNG),
    });

    expect(larger.status).toBe(403);
    expect(otherType.status).toBe(403);
  });

  it('keeps nothing when the bytes are not the image they claim to be', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);

    const reply = await upload(user, projectId, Buffer.from('<html>not a picture</html>'));

    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('The file is not a PNG image');
    expect(await uploadsOf(projectId)).toEqual([]);
  });

  it('cleans an SVG of scripts, event handlers and outside links', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);

    const reply = await upload(user, projectId, Buffer.from(UNSAFE_SVG), 'image/svg+xml');

    expect(reply.status).toBe(200);
    const { asset } = completeAssetResponseSchema.parse(reply.body);
    const served = await (await fetch(`${cloud.url}${asset.url}`)).text();
    expect(served).not.toMatch(/script|onload|onclick|javascript:|foreignObject|iframe|tracker/i);
    expect(served).toContain('<rect width="10" height="10" fill="url(#shade)"/>');
    expect(served).toContain('<stop offset="0" stop-color="#b45309"/>');
  });

  it("answers 404 for another user's project and keeps its images apart", async () => {
    const owner = await newUser();
    const other = await newUser();
    const projectId = await ownProject(owner);
    const reply = await upload(owner, projectId, ONE_PIXEL_PNG);
    const { asset } = completeAssetResponseSchema.parse(reply.body);

    const announced = await announce(other, projectId, {});
    const completed = await complete(other, projectId, asset.file.slice(0, 26));
    const listed = await callApi(cloud, 'GET', `/api/projects/${projectId}/assets`, {
      token: other.idToken,
    });

    expect([announced.status, completed.status, listed.status]).toEqual([404, 404, 404]);
  });

  it('are copied with a deploy, so the site serves them, and go with the project', async () => {
    const user = await newUser();
    const projectId = await ownProject(user);
    const { asset } = completeAssetResponseSchema.parse(
      (await upload(user, projectId, ONE_PIXEL_PNG)).body,
    );
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId,
      html: `<!doctype html><title>Bakery</title><img src="${asset.path}" alt="Bakery logo">`,
    });

    const deployedReply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: user.idToken,
      body: { project_id: projectId },
    });
    const { deployment } = deployResponseSchema.parse(deployedReply.body);
    const image = await visitSite(new URL(asset.path, deployment.preview_url).href);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const removed = await callApi(cloud, 'DELETE', `/api/projects/${projectId}`, {
      token: user.idToken,
    });
    expect(removed.status).toBe(200);
    expect(await uploadsOf(projectId)).toEqual([]);
    expect((await fetch(`${cloud.url}${asset.url}`)).status).toBe(404);
  });
});
