import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProjectResponseSchema,
  listProjectsResponseSchema,
  listVersionsResponseSchema,
  projectDetailSchema,
  versionDetailSchema,
} from '../../../shared/api/project-schemas';
import { localDynamoClientConfig } from '../../../tools/local-cloud/dynamodb';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { localS3ClientConfig } from '../../../tools/local-cloud/s3/local-s3';
import { seedProject, seedProjectVersion, setCredits } from '../../../testing/cloud/seed';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { tableClientOf } from '../../../functions/lib/dynamo-client';
import { codeObjectKeys } from '../../../functions/projects/code-object-keys';
import { createProjects } from '../../../functions/projects/projects';

const cloud = useSharedCloud();
let documents: DynamoDBDocumentClient;
let s3: S3Client;

beforeAll(async () => {
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
});

const newUser = () => signUpWithProfile(cloud, `p-${randomUUID().slice(0, 8)}@example.com`);

/** Every item in the user's partition other than the profile and the ledger. */
async function projectItems(sub: string) {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: cloud.dynamo.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${sub}` },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => item.SK !== 'PROFILE' && !String(item.SK).startsWith('TXN#'));
}

async function codeObjectsOf(sub: string, projectId: string) {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({
      Bucket: cloud.s3.bucketNames.code,
      Prefix: codeObjectKeys.projectPrefix(sub, projectId),
    }),
  );
  return Contents.map((object) => object.Key);
}

async function createProject(user: SignedUpAccount, name = 'Bakery', description = 'A bakery') {
  const reply = await callApi(cloud, 'POST', '/api/projects/create', {
    token: user.idToken,
    body: { name, description, model: 'gpt-5' },
  });
  expect(reply.status).toBe(200);
  return createProjectResponseSchema.parse(reply.body);
}

describe('POST /api/projects/create', () => {
  it('stores the project and lists it, without spending credits', async () => {
    const user = await newUser();
    const created = await createProject(user, 'Bakery', 'A site for a bakery');

    const list = await callApi(cloud, 'GET', '/api/projects', { token: user.idToken });
    expect(listProjectsResponseSchema.parse(list.body)).toEqual({
      projects: [
        expect.objectContaining({
          id: created.id,
          name: 'Bakery',
          description: 'A site for a bakery',
          prompt: 'A site for a bakery',
          has_code: false,
        }),
      ],
      next_cursor: null,
    });
    const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
    expect(me.body).toMatchObject({ credits: 20 });
  });

  it("refuses with the spec's message when the balance is below 1, storing nothing", async () => {
    const user = await newUser();
    await setCredits(cloud, user.sub, 0);
    const reply = await callApi(cloud, 'POST', '/api/projects/create', {
      token: user.idToken,
      body: { name: 'Shop', description: 'A shop', model: 'gpt-5' },
    });
    expect(reply).toEqual({
      status: 402,
      body: { detail: 'Insufficient credits. Please buy more credits.' },
    });
    expect(await projectItems(user.sub)).toEqual([]);
  });

  it.each([
    ['a missing name', { description: 'A shop', model: 'gpt-5' }, 'Project name is required'],
    [
      'a blank name',
      { name: '   ', description: 'A shop', model: 'gpt-5' },
      'Project name is required',
    ],
    [
      'a 100 KB description',
      { name: 'Shop', description: 'd'.repeat(100 * 1024), model: 'gpt-5' },
      'Description must be at most 5000 characters',
    ],
    [
      'a 101-character name',
      { name: 'n'.repeat(101), description: 'A shop', model: 'gpt-5' },
      'Project name must be at most 100 characters',
    ],
    [
      'a name with a NUL in it',
      { name: 'Sh\u0000op', description: 'A shop', model: 'gpt-5' },
      'Project name cannot contain control or hidden characters',
    ],
    [
      'a name of zero-width spaces only',
      { name: '\u200b\u200b', description: 'A shop', model: 'gpt-5' },
      'Project name must contain visible characters, not only invisible ones',
    ],
    [
      'a description that reverses the text after it',
      { name: 'Shop', description: 'A shop \u202egnp.exe', model: 'gpt-5' },
      'Description cannot contain control or hidden characters',
    ],
    [
      'a description of Hangul fillers only',
      { name: 'Shop', description: '\u3164 \u3164', model: 'gpt-5' },
      'Description must contain visible characters, not only invisible ones',
    ],
    [
      'an unknown model',
      { name: 'Shop', description: 'A shop', model: 'gpt-4' },
      "model must be 'gpt-5'",
    ],
  ])('refuses %s with a 400 that says why, storing nothing', async (_, body, detail) => {
    const user = await newUser();
    const reply = await callApi(cloud, 'POST', '/api/projects/create', {
      token: user.idToken,
      body,
    });
    expect(reply).toEqual({ status: 400, body: { detail } });
    expect(await projectItems(user.sub)).toEqual([]);
  });

  it('keeps paragraphs in a description and joiners inside visible text', async () => {
    const user = await newUser();
    const body = { name: 'मिठाई\u200d घर', description: 'Sweets.\n\nSince 1990.', model: 'gpt-5' };
    const reply = await callApi(cloud, 'POST', '/api/projects/create', {
      token: user.idToken,
      body,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: body.name, description: body.description });
  });

  it('needs a signed-in caller', async () => {
    const reply = await callApi(cloud, 'POST', '/api/projects/create', {
      body: { name: 'Shop', description: 'A shop', model: 'gpt-5' },
    });
    expect(reply.status).toBe(401);
  });
});

describe('GET /api/projects', () => {
  it('pages through 45 projects newest first, with no duplicates or gaps', async () => {
    const user = await newUser();
    const created: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      created.push(await seedProject(cloud, { userId: user.sub, name: `Site ${index}` }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=10&cursor=${encodeURIComponent(cursor)}` : '?limit=10';
      const reply = await callApi(cloud, 'GET', `/api/projects${query}`, { token: user.idToken });
      expect(reply.status).toBe(200);
      const page = listProjectsResponseSchema.parse(reply.body);
      seen.push(...page.projects.map((project) => project.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(5);
    expect(seen).toEqual([...created].reverse());
  });

  it('shows 6 by default, as the dashboard does', async () => {
    const user = await newUser();
    for (let index = 0; index < 8; index += 1) await seedProject(cloud, { userId: user.sub });
    const reply = await callApi(cloud, 'GET', '/api/projects', { token: user.idToken });
    const page = listProjectsResponseSchema.parse(reply.body);
    expect(page.projects).toHaveLength(6);
    expect(page.next_cursor).not.toBeNull();
  });

  it('never lists versions as projects', async () => {
    const user = await newUser();
    const projectId = ulid();
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: '<p>1</p>' });
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: '<p>2</p>' });
    const reply = await callApi(cloud, 'GET', '/api/projects', { token: user.idToken });
    expect(listProjectsResponseSchema.parse(reply.body).projects.map((p) => p.id)).toEqual([
      projectId,
    ]);
  });

  it.each([
    ['not base64url of an id', 'bm90LWFuLWlk'],
    ['garbage', '%%%'],
    ['an id with padding added', `${Buffer.from(ulid()).toString('base64url')}==`],
  ])('refuses a tampered cursor (%s) with a 400', async (_, cursor) => {
    const user = await newUser();
    const reply = await callApi(
      cloud,
      'GET',
      `/api/projects?cursor=${encodeURIComponent(cursor)}`,
      { token: user.idToken },
    );
    expect(reply).toEqual({
      status: 400,
      body: { detail: 'The cursor is not valid. Start again from the first page.' },
    });
  });

  it("cannot reach another user's projects with their cursor", async () => {
    const alice = await newUser();
    const bob = await newUser();
    for (let index = 0; index < 3; index += 1) await seedProject(cloud, { userId: alice.sub });
    const first = await callApi(cloud, 'GET', '/api/projects?limit=1', { token: alice.idToken });
    const cursor = listProjectsResponseSchema.parse(first.body).next_cursor;
    expect(cursor).not.toBeNull();

    const reply = await callApi(cloud, 'GET', `/api/projects?cursor=${cursor ?? ''}`, {
      token: bob.idToken,
    });
    expect(reply).toEqual({ status: 200, body: { projects: [], next_cursor: null } });
  });
});

describe('GET /api/projects?q=', () => {
  async function allPages(user: SignedUpAccount, q: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ q, limit: String(limit) });
      if (cursor) params.set('cursor', cursor);
      const reply = await callApi(cloud, 'GET', `/api/projects?${params.toString()}`, {
        token: user.idToken,
      });
      expect(reply.status).toBe(200);
      const page = listProjectsResponseSchema.parse(reply.body);
      expect(page.projects.length).toBeLessThanOrEqual(limit);
      if (page.next_cursor) expect(page.projects).toHaveLength(limit);
      seen.push(...page.projects.map((project) => project.name));
      cursor = page.next_cursor;
    } while (cursor);
    return seen;
  }

  it('finds projects whose name contains the words, ignoring case, newest first', async () => {
    const user = await newUser();
    for (const name of ['Bakery', 'Yoga Studio', 'Corner BAKERY shop', 'Portfolio']) {
      await seedProject(cloud, { userId: user.sub, name });
    }
    await expect(allPages(user, '  bakery ', 6)).resolves.toEqual(['Corner BAKERY shop', 'Bakery']);
    await expect(allPages(user, 'nothing like it', 6)).resolves.toEqual([]);
  });

  it('pages through matches spread over many projects, each exactly once', async () => {
    const user = await newUser();
    const matches: string[] = [];
    for (let index = 0; index < 130; index += 1) {
      const name = index % 9 === 0 ? `Shop ${index}` : `Site ${index}`;
      if (name.startsWith('Shop')) matches.push(name);
      await seedProject(cloud, { userId: user.sub, name });
    }

    await expect(allPages(user, 'SHOP', 4)).resolves.toEqual(matches.reverse());
  });

  it('finds projects stored before names were kept for searching', async () => {
    const user = await newUser();
    const oldId = await seedProject(cloud, { userId: user.sub, name: 'Old Bakery' });
    await documents.send(
      new UpdateCommand({
        TableName: cloud.dynamo.tableName,
        Key: { PK: `USER#${user.sub}`, SK: `PROJECT#${oldId}` },
        UpdateExpression: 'REMOVE name_search',
      }),
    );
    await seedProject(cloud, { userId: user.sub, name: 'Old Garage' });

    await expect(allPages(user, 'BAKERY', 6)).resolves.toEqual(['Old Bakery']);
  });

  it('refuses a search longer than any name with a 400', async () => {
    const user = await newUser();
    const reply = await callApi(cloud, 'GET', `/api/projects?q=${'a'.repeat(101)}`, {
      token: user.idToken,
    });
    expect(reply).toEqual({ status: 400, body: { detail: expect.stringContaining('q must be') } });
  });
});

describe('listing projects with a search, a few items read at a time', () => {
  it('fills every page and hands out a cursor that skips no match', async () => {
    const table = tableClientOf(
      new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
      cloud.dynamo.tableName,
    );
    const projects = createProjects(table, { searchBatchSize: 3 });
    const userId = randomUUID();
    const matches: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const name = index % 4 === 1 ? `Cafe ${index}` : `Other ${index}`;
      if (name.startsWith('Cafe')) matches.push(name);
      await seedProject(cloud, { userId, name });
    }

    const first = await projects.listPage(userId, 2, undefined, 'cafe');
    const second = await projects.listPage(userId, 2, first.nextCursor ?? undefined, 'cafe');
    const third = await projects.listPage(userId, 2, second.nextCursor ?? undefined, 'cafe');

    expect([first, second, third].map((page) => page.projects.map((p) => p.name))).toEqual([
      matches.slice(3, 5).reverse(),
      matches.slice(1, 3).reverse(),
      matches.slice(0, 1),
    ]);
    expect(third.nextCursor).toBeNull();
  });
});

describe('GET /api/projects/{projectId}', () => {
  it('returns the current version’s HTML and every version, newest first', async () => {
    const user = await newUser();
    const { id } = await createProject(user, 'Cafe', 'A cafe');
    await seedProjectVersion(cloud, { userId: user.sub, projectId: id, html: '<h1>v1</h1>' });
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId: id,
      html: '<h1>v2</h1>',
      prompt: 'Make it blue',
    });

    const reply = await callApi(cloud, 'GET', `/api/projects/${id}`, { token: user.idToken });
    expect(reply.status).toBe(200);
    const detail = projectDetailSchema.parse(reply.body);
    expect(detail).toMatchObject({
      id,
      name: 'Cafe',
      description: 'A cafe',
      generated_code: '<h1>v2</h1>',
    });
    expect(detail.versions.map((version) => [version.version, version.prompt])).toEqual([
      [2, 'Make it blue'],
      [1, 'A seeded website'],
    ]);
  });

  it('has no code before the first version', async () => {
    const user = await newUser();
    const { id } = await createProject(user);
    const reply = await callApi(cloud, 'GET', `/api/projects/${id}`, { token: user.idToken });
    expect(reply.body).toMatchObject({ generated_code: null, versions: [] });
  });

  it('refuses a malformed id with a 400', async () => {
    const user = await newUser();
    const reply = await callApi(cloud, 'GET', '/api/projects/not-an-id', { token: user.idToken });
    expect(reply).toEqual({ status: 400, body: { detail: 'Invalid project id' } });
  });
});

describe('PUT /api/projects/{projectId}/name', () => {
  it('renames the project: the answer, the list and a search all have the new name', async () => {
    const user = await newUser();
    const { id } = await createProject(user, 'A landing page for my bakery in', 'A bakery');
    const reply = await callApi(cloud, 'PUT', `/api/projects/${id}/name`, {
      token: user.idToken,
      body: { name: '  Sunrise Bakery ' },
    });
    expect(reply.status).toBe(200);
    expect(projectDetailSchema.parse(reply.body)).toMatchObject({
      id,
      name: 'Sunrise Bakery',
      description: 'A bakery',
    });
    const found = await callApi(cloud, 'GET', '/api/projects?q=sunrise', { token: user.idToken });
    expect(listProjectsResponseSchema.parse(found.body).projects.map((p) => p.name)).toEqual([
      'Sunrise Bakery',
    ]);
  });

  it('refuses a blank or too long name with a 400, and keeps the old one', async () => {
    const user = await newUser();
    const { id } = await createProject(user, 'Bakery');
    for (const name of ['   ', 'x'.repeat(101)]) {
      const reply = await callApi(cloud, 'PUT', `/api/projects/${id}/name`, {
        token: user.idToken,
        body: { name },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ detail: expect.stringMatching(/^Project name/) });
    }
    const kept = await callApi(cloud, 'GET', `/api/projects/${id}`, { token: user.idToken });
    expect(kept.body).toMatchObject({ name: 'Bakery' });
  });
});

describe('GET /api/projects/{projectId}/runs', () => {
  it('is empty before the first message', async () => {
    const user = await newUser();
    const { id } = await createProject(user);
    const reply = await callApi(cloud, 'GET', `/api/projects/${id}/runs`, { token: user.idToken });
    expect(reply).toEqual({ status: 200, body: { runs: [] } });
  });
});

describe("another user's project", () => {
  it('is a 404 on GET, DELETE, rename and runs, and stays untouched', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const { id } = await createProject(alice, 'Private', 'Alice only');
    await seedProjectVersion(cloud, { userId: alice.sub, projectId: id, html: '<p>mine</p>' });
    const before = await projectItems(alice.sub);

    const read = await callApi(cloud, 'GET', `/api/projects/${id}`, { token: bob.idToken });
    const removal = await callApi(cloud, 'DELETE', `/api/projects/${id}`, { token: bob.idToken });
    const missing = await callApi(cloud, 'GET', `/api/projects/${ulid()}`, { token: bob.idToken });
    const rename = await callApi(cloud, 'PUT', `/api/projects/${id}/name`, {
      token: bob.idToken,
      body: { name: 'Mine now' },
    });
    const runs = await callApi(cloud, 'GET', `/api/projects/${id}/runs`, { token: bob.idToken });

    expect(read).toEqual({ status: 404, body: { detail: 'Project not found' } });
    expect(removal).toEqual(read);
    expect(rename).toEqual(read);
    expect(runs).toEqual(read);
    expect(missing).toEqual(read);
    expect(await projectItems(alice.sub)).toEqual(before);
    expect(await codeObjectsOf(alice.sub, id)).toHaveLength(1);
    const own = await callApi(cloud, 'GET', `/api/projects/${id}`, { token: alice.idToken });
    expect(own.body).toMatchObject({ generated_code: '<p>mine</p>' });
  });
});

describe('DELETE /api/projects/{projectId}', () => {
  it('removes the project, its versions and their stored HTML', async () => {
    const user = await newUser();
    const { id } = await createProject(user);
    const other = await createProject(user, 'Keep', 'Stays');
    for (const html of ['<p>1</p>', '<p>2</p>', '<p>3</p>']) {
      await seedProjectVersion(cloud, { userId: user.sub, projectId: id, html });
    }
    await seedProjectVersion(cloud, { userId: user.sub, projectId: other.id, html: '<p>k</p>' });
    expect(await codeObjectsOf(user.sub, id)).toHaveLength(3);

    const reply = await callApi(cloud, 'DELETE', `/api/projects/${id}`, { token: user.idToken });

    expect(reply).toEqual({ status: 200, body: { success: true } });
    expect(await codeObjectsOf(user.sub, id)).toEqual([]);
    expect((await projectItems(user.sub)).map((item) => item.SK)).toEqual([
      `PROJECT#${other.id}`,
      expect.stringMatching(new RegExp(`^VERSION#${other.id}#`)),
    ]);
    const again = await callApi(cloud, 'DELETE', `/api/projects/${id}`, { token: user.idToken });
    expect(again.status).toBe(404);
  });

  it('refuses a malformed id with a 400', async () => {
    const user = await newUser();
    const reply = await callApi(cloud, 'DELETE', '/api/projects/..%2Fx', { token: user.idToken });
    expect(reply).toEqual({ status: 400, body: { detail: 'Invalid project id' } });
  });
});

describe('the version history', () => {
  async function projectWithTwoVersions(user: SignedUpAccount) {
    const { id } = await createProject(user, 'Cafe', 'A cafe');
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId: id,
      html: '<h1>first</h1>',
      prompt: 'A cafe',
      agents: ['Planner', 'Frontend'],
      creditsUsed: 28,
    });
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId: id,
      html: '<h1>blue</h1>',
      prompt: 'Make the header blue',
      agents: ['Frontend'],
      creditsUsed: 16,
    });
    return id;
  }

  /** What a run under way writes on the project (see functions/projects/projects.ts). */
  async function holdForRun(sub: string, projectId: string, until: number) {
    await documents.send(
      new UpdateCommand({
        TableName: cloud.dynamo.tableName,
        Key: { PK: `USER#${sub}`, SK: `PROJECT#${projectId}` },
        UpdateExpression: 'SET active_generation = :generation, active_until = :until',
        ExpressionAttributeValues: { ':generation': ulid(), ':until': until },
      }),
    );
  }

  const listVersions = async (user: SignedUpAccount, id: string) => {
    const reply = await callApi(cloud, 'GET', `/api/projects/${id}/versions`, {
      token: user.idToken,
    });
    expect(reply.status).toBe(200);
    return listVersionsResponseSchema.parse(reply.body).versions;
  };

  it('lists every version newest first, the current one marked', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);

    const versions = await listVersions(user, id);

    expect(versions).toEqual([
      {
        version: 2,
        prompt: 'Make the header blue',
        agents: ['Frontend'],
        credits_used: 16,
        created_at: expect.any(String),
        current: true,
      },
      {
        version: 1,
        prompt: 'A cafe',
        agents: ['Planner', 'Frontend'],
        credits_used: 28,
        created_at: expect.any(String),
        current: false,
      },
    ]);
  });

  it('lists nothing before the first build', async () => {
    const user = await newUser();
    const { id } = await createProject(user);
    expect(await listVersions(user, id)).toEqual([]);
  });

  it('returns one version with its HTML', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);

    const reply = await callApi(cloud, 'GET', `/api/projects/${id}/versions/1`, {
      token: user.idToken,
    });

    expect(reply.status).toBe(200);
    expect(versionDetailSchema.parse(reply.body)).toMatchObject({
      version: 1,
      prompt: 'A cafe',
      current: false,
      code: '<h1>first</h1>',
    });
  });

  it('restores a version as a new, free version that becomes current', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);

    const reply = await callApi(cloud, 'POST', `/api/projects/${id}/versions/1/restore`, {
      token: user.idToken,
    });

    expect(reply.status).toBe(200);
    const detail = projectDetailSchema.parse(reply.body);
    expect(detail.generated_code).toBe('<h1>first</h1>');
    expect(detail.versions[0]).toMatchObject({
      version: 3,
      prompt: 'Restored version 1',
      agents: [],
      credits_used: 0,
    });
    const versions = await listVersions(user, id);
    expect(versions.map((version) => [version.version, version.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
    expect(me.body).toMatchObject({ credits: 20 });
  });

  it('refuses to restore while a generation holds the project, saving nothing', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);
    await holdForRun(user.sub, id, Date.now() + 60_000);

    const reply = await callApi(cloud, 'POST', `/api/projects/${id}/versions/1/restore`, {
      token: user.idToken,
    });

    expect(reply).toEqual({
      status: 409,
      body: {
        detail: 'A generation is already running for this project. Please wait for it to finish.',
      },
    });
    expect((await listVersions(user, id)).map((version) => version.version)).toEqual([2, 1]);
    expect(await codeObjectsOf(user.sub, id)).toHaveLength(2);
  });

  it('restores once the run that held the project has let its lease lapse', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);
    await holdForRun(user.sub, id, Date.now() - 1_000);

    const reply = await callApi(cloud, 'POST', `/api/projects/${id}/versions/1/restore`, {
      token: user.idToken,
    });

    expect(reply.status).toBe(200);
    expect(projectDetailSchema.parse(reply.body).generated_code).toBe('<h1>first</h1>');
  });

  it("is a 404 for another user's project and for an unknown version", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const id = await projectWithTwoVersions(alice);

    const replies = await Promise.all([
      callApi(cloud, 'GET', `/api/projects/${id}/versions`, { token: bob.idToken }),
      callApi(cloud, 'GET', `/api/projects/${id}/versions/1`, { token: bob.idToken }),
      callApi(cloud, 'POST', `/api/projects/${id}/versions/1/restore`, { token: bob.idToken }),
    ]);
    const unknown = await Promise.all([
      callApi(cloud, 'GET', `/api/projects/${id}/versions/7`, { token: alice.idToken }),
      callApi(cloud, 'POST', `/api/projects/${id}/versions/7/restore`, { token: alice.idToken }),
    ]);

    for (const reply of replies) {
      expect(reply).toEqual({ status: 404, body: { detail: 'Project not found' } });
    }
    for (const reply of unknown) {
      expect(reply).toEqual({ status: 404, body: { detail: 'Version not found' } });
    }
    expect((await listVersions(alice, id)).map((version) => version.version)).toEqual([2, 1]);
  });

  describe('saving an edit made in the preview (PUT …/code)', () => {
    const save = (user: SignedUpAccount, id: string, body: unknown) =>
      callApi(cloud, 'PUT', `/api/projects/${id}/code`, { token: user.idToken, body });

    it('saves the page as a new, free version that becomes current', async () => {
      const user = await newUser();
      const id = await projectWithTwoVersions(user);

      const reply = await save(user, id, { code: '<h1>edited</h1>', base_version: 2 });

      expect(reply.status).toBe(200);
      const detail = projectDetailSchema.parse(reply.body);
      expect(detail.generated_code).toBe('<h1>edited</h1>');
      expect(detail.versions[0]).toMatchObject({
        version: 3,
        prompt: 'Edited in the preview',
        agents: [],
        credits_used: 0,
      });
      const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
      expect(me.body).toMatchObject({ credits: 20 });
    });

    it('refuses a save made from a version that is no longer current, saving nothing', async () => {
      const user = await newUser();
      const id = await projectWithTwoVersions(user);

      const reply = await save(user, id, { code: '<h1>stale</h1>', base_version: 1 });

      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({
        detail:
          'The page has changed since you started editing it. Reload to get the latest version, then make your change again.',
      });
      expect((await listVersions(user, id)).map((version) => version.version)).toEqual([2, 1]);
      expect(await codeObjectsOf(user.sub, id)).toHaveLength(2);
    });

    it('gives one of two saves from the same version the next number and refuses the other', async () => {
      const user = await newUser();
      const id = await projectWithTwoVersions(user);

      const replies = await Promise.all([
        save(user, id, { code: '<h1>one</h1>', base_version: 2 }),
        save(user, id, { code: '<h1>two</h1>', base_version: 2 }),
      ]);

      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      expect((await listVersions(user, id)).map((version) => version.version)).toEqual([3, 2, 1]);
    });

    it('refuses a page over 2 MB with a 413, an empty one with a 400, saving nothing', async () => {
      const user = await newUser();
      const id = await projectWithTwoVersions(user);

      const large = await save(user, id, {
        code: 'x'.repeat(2 * 1024 * 1024 + 1),
        base_version: 2,
      });
      const empty = await save(user, id, { code: '', base_version: 2 });

      expect(large).toEqual({
        status: 413,
        body: { detail: 'The page is too large to save (at most 2 MB).' },
      });
      expect(empty.status).toBe(400);
      expect((await listVersions(user, id)).map((version) => version.version)).toEqual([2, 1]);
    });

    it("is a 404 for another user's project", async () => {
      const alice = await newUser();
      const bob = await newUser();
      const id = await projectWithTwoVersions(alice);

      const reply = await save(bob, id, { code: '<h1>mine now</h1>', base_version: 2 });

      expect(reply).toEqual({ status: 404, body: { detail: 'Project not found' } });
      expect((await listVersions(alice, id)).map((version) => version.version)).toEqual([2, 1]);
    });
  });

  it('refuses a version that is not a positive number with a 400', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);
    const reply = await callApi(cloud, 'GET', `/api/projects/${id}/versions/0`, {
      token: user.idToken,
    });
    expect(reply).toEqual({ status: 400, body: { detail: 'Invalid version' } });
  });

  it('needs a signed-in caller', async () => {
    const user = await newUser();
    const id = await projectWithTwoVersions(user);
    const reply = await callApi(cloud, 'POST', `/api/projects/${id}/versions/1/restore`);
    expect(reply.status).toBe(401);
  });
});
