import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deployResponseSchema,
  getDeploymentResponseSchema,
  listSubmissionsResponseSchema,
} from '../../../../shared/api/deployment-schemas';
import { SITE_FORM_LIMITS, SUBMISSION_EMAIL_WINDOW_MINUTES } from '../../../../shared/constants';
import { inboxOf as outboxOf } from '../../../../testing/cloud/outbox';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { itemsOfUser, seedProject, seedProjectVersion } from '../../../../testing/cloud/seed';
import { visitSite } from '../../../../testing/cloud/visit-site';

// A cloud of its own: a test here moves the clock of the process the functions run in.
const cloud = useOwnLocalCloud({});

const newUser = async () => {
  const email = `f-${randomUUID().slice(0, 8)}@example.com`;
  return { ...(await signUpWithProfile(cloud, email)), email };
};

/** A deployed project of the user's; resolves to its id and its site's address. */
async function deployedSite(user: SignedUpAccount, name: string) {
  const projectId = await seedProject(cloud, { userId: user.sub, name });
  await seedProjectVersion(cloud, {
    userId: user.sub,
    projectId,
    html: `<!doctype html><html lang="en"><head><title>${name}</title></head><body><form id="contact"></form></body></html>`,
  });
  const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
  expect(reply.status).toBe(200);
  const { deployment } = deployResponseSchema.parse(reply.body);
  return { projectId, url: deployment.preview_url, subdomain: deployment.subdomain };
}

/** A visitor's post of a form on the site at `siteUrl`, as the page's script sends it. */
function post(
  siteUrl: string,
  form: string,
  fields: unknown,
  { from, contentType = 'application/json' }: { from?: string; contentType?: string } = {},
) {
  return visitSite(`${siteUrl}_forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof fields === 'string' ? fields : JSON.stringify(fields),
    ...(from && { from }),
  });
}

async function submissionsOf(user: SignedUpAccount, projectId: string, query = '') {
  const reply = await callApi(cloud, 'GET', `/api/deployments/${projectId}/submissions${query}`, {
    token: user.idToken,
  });
  return reply;
}

async function listed(user: SignedUpAccount, projectId: string, query = '') {
  const reply = await submissionsOf(user, projectId, query);
  expect(reply.status).toBe(200);
  return listSubmissionsResponseSchema.parse(reply.body);
}

/** A loopback address of its own for visitor `n` (127.0.0.0/8 is all this machine). */
const visitor = (n: number) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 2}`;

describe('a form on a deployed site', () => {
  it('is stored and listed to the owner, newest first, and to no one else', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const site = await deployedSite(owner, 'Form Bakery');

    const first = await post(site.url, 'contact', { name: 'Asha', message: 'Two loaves, please' });
    const second = await post(site.url, 'booking', 'name=Ravi&guests=4&when=2026-12-01', {
      contentType: 'application/x-www-form-urlencoded',
    });

    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ success: true });
    expect(second.status).toBe(200);
    const { submissions, next_cursor } = await listed(owner, site.projectId);
    expect(next_cursor).toBeNull();
    expect(submissions.map((entry) => [entry.form, entry.fields])).toEqual([
      [
        'booking',
        [
          { name: 'name', value: 'Ravi' },
          { name: 'guests', value: '4' },
          { name: 'when', value: '2026-12-01' },
        ],
      ],
      [
        'contact',
        [
          { name: 'name', value: 'Asha' },
          { name: 'message', value: 'Two loaves, please' },
        ],
      ],
    ]);
    expect((await submissionsOf(other, site.projectId)).status).toBe(404);
    const removal = await callApi(
      cloud,
      'DELETE',
      `/api/deployments/${site.projectId}/submissions/${submissions[0]?.id ?? ''}`,
      { token: other.idToken },
    );
    expect(removal.status).toBe(404);
    expect((await listed(owner, site.projectId)).submissions).toHaveLength(2);
  });

  it('keeps a visitor’s words without what cannot be seen, lines and emoji kept, in NFC', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Clean Words');

    const reply = await post(site.url, 'contact', {
      'na\u200Bme': 'Jose\u0301 \u202Egnp.exe',
      message: 'Two loaves,\nplease \uD800👩‍🍳',
    });

    expect(reply.status).toBe(200);
    const [stored] = (await listed(owner, site.projectId)).submissions;
    expect(stored?.fields).toEqual([
      { name: 'name', value: 'José gnp.exe' },
      { name: 'message', value: 'Two loaves,\nplease 👩‍🍳' },
    ]);
  });

  it("is accepted from a deploy's own address as the site's", async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Own Address');

    const reply = await post(cloud.siteUrl(`${site.subdomain}--1`), 'contact', { name: 'Mei' });

    expect(reply.status).toBe(200);
    expect((await listed(owner, site.projectId)).submissions).toHaveLength(1);
  });

  it('stores 50 posts sent at once, each once', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Busy Counter');

    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post(site.url, 'contact', { name: `Visitor ${n}` }, { from: visitor(n) }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const first = await listed(owner, site.projectId, '?limit=30');
    const rest = await listed(owner, site.projectId, `?limit=30&cursor=${first.next_cursor}`);
    const names = [...first.submissions, ...rest.submissions].map(
      (entry) => entry.fields[0]?.value,
    );
    expect(rest.next_cursor).toBeNull();
    expect(names.toSorted()).toEqual(
      Array.from({ length: 50 }, (_, n) => `Visitor ${n}`).toSorted(),
    );
  });

  it('refuses a filled-in honeypot and a visitor past the hour’s limit, storing nothing', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Guarded Form');
    const from = visitor(900);

    const bot = await post(site.url, 'contact', {
      name: 'Bot',
      [SITE_FORM_LIMITS.honeypotField]: 'http://spam.example',
    });
    const allowed = [];
    for (let n = 0; n < SITE_FORM_LIMITS.perVisitorPerHour; n += 1) {
      allowed.push((await post(site.url, 'contact', { name: `Try ${n}` }, { from })).status);
    }
    const over = await post(site.url, 'contact', { name: 'One too many' }, { from });

    expect(bot.status).toBe(400);
    expect(JSON.parse(bot.body)).toEqual({
      detail: 'This submission looks automated and was not sent',
    });
    expect(allowed).toEqual(allowed.map(() => 200));
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toEqual({
      detail: 'Too many submissions from you. Please try again in a while.',
    });
    const names = (await listed(owner, site.projectId)).submissions.map(
      (entry) => entry.fields[0]?.value,
    );
    expect(names).toHaveLength(SITE_FORM_LIMITS.perVisitorPerHour);
    expect(names).not.toContain('Bot');
    expect(names).not.toContain('One too many');
  });

  it.each([
    [
      'an oversize post',
      'contact',
      { message: 'x'.repeat(40 * 1024) },
      undefined,
      413,
      'too large',
    ],
    ['malformed JSON', 'contact', '{"name": ', undefined, 400, 'not valid JSON'],
    ['another format', 'contact', 'name=A', 'text/plain', 415, 'JSON or as a URL-encoded form'],
    ['a list instead of fields', 'contact', ['a'], undefined, 400, 'one object'],
    ['no answers', 'contact', { name: '  ' }, undefined, 400, 'without any answers'],
    [
      'too many fields',
      'contact',
      Object.fromEntries(Array.from({ length: 31 }, (_, n) => [`f${n}`, 'x'])),
      undefined,
      400,
      'at most 30 fields',
    ],
    ['a bad form name', 'Contact%20Us', { name: 'A' }, undefined, 400, 'A form is named by its id'],
  ])(
    'answers %s with a clear 4xx and stores nothing',
    async (_, form, body, type, status, says) => {
      const owner = await newUser();
      const site = await deployedSite(owner, `Bad Posts ${randomUUID().slice(0, 6)}`);

      const reply = await post(site.url, form, body, type ? { contentType: type } : {});

      expect(reply.status).toBe(status);
      expect(reply.body).toContain(says);
      expect((await listed(owner, site.projectId)).submissions).toEqual([]);
    },
  );

  it('answers 404 on a site nobody deployed', async () => {
    const reply = await post(cloud.siteUrl('nobody-deployed-this'), 'contact', { name: 'A' });

    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toEqual({ detail: "This site isn't deployed" });
  });

  it('goes with the site: gone from the owner’s view and the table, also after a new deploy', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Taken Down');
    await post(site.url, 'contact', { name: 'Before' });

    const removal = await callApi(cloud, 'DELETE', `/api/deployments/${site.projectId}`, {
      token: owner.idToken,
    });
    const afterRemoval = await submissionsOf(owner, site.projectId);
    const late = await post(site.url, 'contact', { name: 'Too late' });
    await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: owner.idToken,
      body: { project_id: site.projectId },
    });

    expect(removal.status).toBe(200);
    expect(afterRemoval.status).toBe(404);
    expect(late.status).toBe(404);
    expect((await listed(owner, site.projectId)).submissions).toEqual([]);
    const items = await itemsOfUser(cloud, owner.sub);
    expect(items.filter((item) => String(item.SK).startsWith('FORMSUB#'))).toEqual([]);
  });

  it('lets the owner delete one, and goes with the project', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Short Forms');
    await post(site.url, 'contact', { name: 'Keep' });
    await post(site.url, 'contact', { name: 'Drop' });
    const [dropped] = (await listed(owner, site.projectId)).submissions;

    const removal = await callApi(
      cloud,
      'DELETE',
      `/api/deployments/${site.projectId}/submissions/${dropped?.id ?? ''}`,
      { token: owner.idToken },
    );
    const left = await listed(owner, site.projectId);
    await callApi(cloud, 'DELETE', `/api/projects/${site.projectId}`, { token: owner.idToken });

    expect(removal.status).toBe(200);
    expect(left.submissions.map((entry) => entry.fields[0]?.value)).toEqual(['Keep']);
    const items = await itemsOfUser(cloud, owner.sub);
    expect(items.filter((item) => String(item.SK).includes(site.projectId))).toEqual([]);
  });
});

/** The emails the local outbox holds for `email`, newest first. */
const inboxOf = (email: string) => outboxOf(cloud, email);

function setSubmissionEmails(user: SignedUpAccount, projectId: string, submissions: unknown) {
  return callApi(cloud, 'PUT', `/api/deployments/${projectId}/notifications`, {
    token: user.idToken,
    body: { submissions },
  });
}

describe('emails about new submissions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are off by default: a submission sends nothing', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Quiet Shop');

    const reply = await post(site.url, 'contact', { name: 'Asha' });
    const view = await callApi(cloud, 'GET', `/api/deployments/${site.projectId}`, {
      token: owner.idToken,
    });

    expect(reply.status).toBe(200);
    expect(getDeploymentResponseSchema.parse(view.body).deployment?.notifications).toEqual({
      submissions: false,
    });
    expect(await inboxOf(owner.email)).toEqual([]);
  });

  it('once on, send the owner one email for a submission, with the site, the form and its fields', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Loud Bakery');

    const turnedOn = await setSubmissionEmails(owner, site.projectId, true);
    const reply = await post(site.url, 'contact', {
      name: 'Asha <b>',
      message: 'Two loaves,\r\nplease',
    });

    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body).toEqual({ success: true, notifications: { submissions: true } });
    expect(reply.status).toBe(200);
    const inbox = await inboxOf(owner.email);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.subject).toBe('New “contact” submission on Loud Bakery');
    expect(inbox[0]?.body).toContain(`(${site.url})`);
    expect(inbox[0]?.body).toContain('name:\n    Asha <b>\nmessage:\n    Two loaves,\n    please');
    expect(inbox[0]?.body).toContain(`${cloud.url}/deployment/${site.projectId}`);
    expect((await listed(owner, site.projectId)).submissions).toHaveLength(1);
  });

  it('send one email for a burst of concurrent posts, and another once the window has passed', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Burst Cafe');
    await setSubmissionEmails(owner, site.projectId, true);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });

    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(site.url, 'contact', { name: `Visitor ${n}` }, { from: visitor(2000 + n) }),
      ),
    );
    const afterBurst = await inboxOf(owner.email);
    vi.setSystemTime(Date.now() + (SUBMISSION_EMAIL_WINDOW_MINUTES - 1) * 60_000);
    await post(site.url, 'contact', { name: 'Still in the window' }, { from: visitor(2100) });
    const inWindow = await inboxOf(owner.email);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await post(site.url, 'contact', { name: 'After the window' }, { from: visitor(2101) });
    const afterWindow = await inboxOf(owner.email);

    expect(burst.map((reply) => reply.status)).toEqual(burst.map(() => 200));
    expect(afterBurst).toHaveLength(1);
    expect(afterBurst[0]?.body).toContain('more may have arrived; see all on the deployment page');
    expect(inWindow).toHaveLength(1);
    expect(afterWindow).toHaveLength(2);
    expect(afterWindow[0]?.body).toContain('After the window');
    expect((await listed(owner, site.projectId, '?limit=30')).submissions).toHaveLength(22);
  });

  it('stop when turned off again', async () => {
    const owner = await newUser();
    const site = await deployedSite(owner, 'Changed Mind');
    await setSubmissionEmails(owner, site.projectId, true);

    const turnedOff = await setSubmissionEmails(owner, site.projectId, false);
    await post(site.url, 'contact', { name: 'Asha' });

    expect(turnedOff.body).toEqual({ success: true, notifications: { submissions: false } });
    expect(await inboxOf(owner.email)).toEqual([]);
  });

  it('can only be switched by the owner, and only with true or false', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const site = await deployedSite(owner, 'Owned Switch');

    const byOther = await setSubmissionEmails(other, site.projectId, true);
    const malformed = await setSubmissionEmails(owner, site.projectId, 'yes');
    await post(site.url, 'contact', { name: 'Asha' });

    expect(byOther.status).toBe(404);
    expect(malformed.status).toBe(400);
    expect(await inboxOf(owner.email)).toEqual([]);
    expect(await inboxOf(other.email)).toEqual([]);
  });
});
