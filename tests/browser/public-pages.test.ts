import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SEND_DELAY_MS, LIMITS } from '../../shared/constants';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { storedContactMessages } from '../../testing/cloud/contact-messages';
import { CONTACT_SENT_MESSAGE } from '../../web/src/components/contact/use-send-contact-message';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import { screenshotIfAsked } from '../../testing/browser/page-helpers';

const HERO_TITLE = 'Build Production-Ready Websites with AI';
const CTA_TITLE = 'Ready to Build Something Amazing?';

describe.runIf(chromiumPath)('the public pages in headless Chromium', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const link = (name: string) => page.getByRole('link', { name, exact: true });
  const heading = (name: string, level = 1) =>
    page.getByRole('heading', { level, name, exact: true });

  /** Opens a page and waits for its title heading (Vite may reload once while it warms up). */
  async function open(path: string, title: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto(`${cloud.url}${path}`);
        await heading(title).waitFor();
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
    // The landing page's movement is part of what this file tests.
    context = await newContext(browser, { viewport: { width: 1280, height: 720 }, motion: 'run' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Vite discovers each lazy route's dependencies on first visit and may reload the page for
    // them; visiting every page once first keeps that out of the tests.
    await open('/contact', 'Send Us a Message');
    await open('/terms', 'Terms of Service');
    await open('/privacy', 'Privacy Policy');
    await open('/', HERO_TITLE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('the landing page', () => {
    it('has the header, hero, editor preview, How It Works, call to action and footer', async () => {
      await open('/', HERO_TITLE);

      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Sitewright' }).isVisible()).resolves.toBe(
        true,
      );
      for (const figure of ['1,000+', '<30s', '99.9%']) {
        await expect(page.getByText(figure, { exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(page.getByText('Generating...').isVisible()).resolves.toBe(true);
      await expect(heading('How It Works', 2).count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
        'Describe Your Vision',
        'AI Agents Build',
        'Deploy & Share',
      ]);
      await expect(heading(CTA_TITLE, 2).count()).resolves.toBe(1);
      await expect(
        page.getByText('Start with 20 free credits. No credit card required.').count(),
      ).resolves.toBe(1);
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByText(`© ${new Date().getFullYear()} Sitewright. All rights reserved.`).count(),
      ).resolves.toBe(1);
      await screenshotIfAsked(page, 'landing', { widths: [1440, 375] });
    });

    it('has exactly these links and no other link or button', async () => {
      await open('/', HERO_TITLE);

      const targets = await page.evaluate(() =>
        [...document.querySelectorAll('a, button')].map((element) => [
          element.textContent?.trim() ?? '',
          element.getAttribute('href') ?? element.tagName,
        ]),
      );

      expect(targets).toEqual([
        ['Sitewright', '/'],
        ['Login', '/auth?mode=login'],
        ['Get Started Free', '/auth'],
        ['Start Building Free', '/auth'],
        ['Continue with Google', 'BUTTON'],
        ['See How It Works', '#how-it-works'],
        ['Get Started Now', '/auth'],
        ['Terms of Service', '/terms'],
        ['Privacy Policy', '/privacy'],
        ['Contact', '/contact'],
      ]);
    });

    it.each([
      ['Login', '/auth?mode=login'],
      ['Get Started Free', '/auth'],
      ['Start Building Free', '/auth'],
      ['Get Started Now', '/auth'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Contact', '/contact'],
    ])('"%s" goes to %s', async (name, target) => {
      await open('/', HERO_TITLE);

      await link(name).click();

      await page.waitForURL((url) => url.pathname + url.search === target);
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(target);
    });

    it('the logo goes to /', async () => {
      await open('/terms', 'Terms of Service');

      await page.getByRole('banner').getByRole('link', { name: 'Sitewright' }).click();

      await heading(HERO_TITLE).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    it('"See How It Works" scrolls to the three steps', async () => {
      await open('/', HERO_TITLE);

      await link('See How It Works').click();

      await page.waitForURL((url) => url.hash === '#how-it-works');
      await expect
        .poll(() => heading('How It Works', 2).evaluate((node) => node.getBoundingClientRect().top))
        .toBeLessThan(720);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    it('carries its title, description, Open Graph tags and favicon', async () => {
      await open('/', HERO_TITLE);

      await expect(page.title()).resolves.toBe(`Sitewright · ${HERO_TITLE}`);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      await expect(meta('meta[name="description"]')).resolves.toMatch(/AI agents/);
      await expect(meta('meta[property="og:title"]')).resolves.toContain(HERO_TITLE);
      await expect(meta('meta[property="og:description"]')).resolves.toMatch(/AI agents/);
      await expect(meta('meta[name="twitter:card"]')).resolves.toBe('summary_large_image');
      const image = await meta('meta[property="og:image"]');
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      for (const asset of [image, icon]) {
        const response = await fetch(new URL(asset ?? '', cloud.url));
        expect(response.headers.get('content-type')).toMatch(/^image\//);
      }
    });
  });

  describe('the animate-in state', () => {
    /** The call to action's fade-up wrapper: far below the fold at 1280×720. */
    const callToAction = () =>
      page.locator('[data-animate="fade-up"]').filter({ has: heading(CTA_TITLE, 2) });

    async function isAnimatedIn(element: Locator) {
      return element.evaluate((node) => node.classList.contains('animate-in'));
    }

    /** Scrolls so that `share` of the element's height is inside the viewport, from below. */
    async function scrollToShow(element: Locator, share: number) {
      await element.evaluate((node, visible) => {
        const box = node.getBoundingClientRect();
        const top = box.top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight + box.height * visible);
      }, share);
      // Give IntersectionObserver its frame(s) to report.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))),
      );
    }

    it('is applied once 10% is visible and kept when the element scrolls away', async () => {
      await open('/', HERO_TITLE);
      await page.evaluate(() => window.scrollTo(0, 0));
      const element = callToAction();
      await expect(element.count()).resolves.toBe(1);

      const top = await element.evaluate((node) => node.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(720);
      await expect(isAnimatedIn(element)).resolves.toBe(false);

      await scrollToShow(element, 0.04);
      await expect(isAnimatedIn(element)).resolves.toBe(false);

      await scrollToShow(element, 0.2);
      await expect.poll(() => isAnimatedIn(element)).toBe(true);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      await expect(isAnimatedIn(element)).resolves.toBe(true);
    });

    it('shows the content without movement under prefers-reduced-motion', async () => {
      const reduced = await newContext(browser, {
        viewport: { width: 1280, height: 720 },
        motion: 'run',
        reducedMotion: 'reduce',
      });
      try {
        const reducedPage = await reduced.newPage();
        await reducedPage.goto(cloud.url);
        const element = reducedPage
          .locator('[data-animate="fade-up"]')
          .filter({ has: reducedPage.getByRole('heading', { name: CTA_TITLE }) });
        await element.waitFor({ state: 'attached' });

        const style = await element.evaluate((node) => {
          const computed = getComputedStyle(node);
          return {
            animatedIn: node.classList.contains('animate-in'),
            opacity: computed.opacity,
            translate: computed.translate,
            transition: computed.transitionProperty,
          };
        });

        expect(style).toMatchObject({ animatedIn: false, opacity: '1', transition: 'none' });
        expect(style.translate).toMatch(/^(none|0px|0px 0px)$/);
      } finally {
        await reduced.close();
      }
    });
  });

  describe('Terms and Privacy', () => {
    it.each([
      ['/terms', '/terms-of-service', 'Terms of Service', 'Last updated 31 October 2025'],
      ['/privacy', '/privacy-policy', 'Privacy Policy', 'Effective 28 October 2025'],
    ])('%s and %s render the same page', async (path, alias, title, date) => {
      const pages = [];
      for (const at of [path, alias]) {
        await open(at, title);
        pages.push({
          title: await page.title(),
          description: await page
            .locator('meta[name="description"]')
            .first()
            .getAttribute('content'),
          text: await page.getByRole('main').innerText(),
        });
      }

      expect(pages[1]).toEqual(pages[0]);
      expect(pages[0]?.title).toBe(`${title} · Sitewright`);
      expect(pages[0]?.text.replace(/\s+/g, ' ')).toContain(date);
    });

    it.each(['/terms-of-service', '/privacy-policy'])(
      '%s has a "Back to Home" link that goes to /',
      async (path) => {
        await open(path, path.startsWith('/terms') ? 'Terms of Service' : 'Privacy Policy');

        await link('Back to Home').click();

        await heading(HERO_TITLE).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      },
    );
  });

  describe('Contact', () => {
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const sendButton = () => page.getByRole('button', { name: 'Send Message' });

    it('asks for the required fields, sending nothing, when one is empty', async () => {
      await open('/contact', 'Send Us a Message');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posts.push(request.url());
      });
      await expect(field('Email').getAttribute('type')).resolves.toBe('email');

      await field('Name').fill('Asha');
      await field('Email').fill('asha@example.com');
      await sendButton().click();

      await page.getByText('Please fill in all required fields').waitFor();
      expect(posts).toEqual([]);
    });

    it('sends a message: about a second, then a success toast, and the message is stored', async () => {
      await open('/contact', 'Send Us a Message');
      const text = `Do you build florist sites? (${Date.now()})`;
      await field('Name').fill('Asha Rao');
      await field('Email').fill('asha@example.com');
      await field('Subject').fill('A question');
      await field('Message').fill(text);
      const started = Date.now();

      await sendButton().click();

      await page.getByRole('button', { name: 'Sending...' }).waitFor();
      await page.getByText(CONTACT_SENT_MESSAGE).waitFor();
      expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT_SEND_DELAY_MS - 50);
      await expect(field('Message').inputValue()).resolves.toBe('');
      const stored = (await storedContactMessages(cloud.dynamo)).filter(
        (item) => item.message === text,
      );
      expect(stored).toEqual([
        expect.objectContaining({
          name: 'Asha Rao',
          email: 'asha@example.com',
          subject: 'A question',
        }),
      ]);
    });

    it('has a "Back to Home" link that goes to /', async () => {
      await open('/contact', 'Send Us a Message');

      await link('Back to Home').click();

      await heading(HERO_TITLE).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  describe('POST /api/contact through the local cloud', () => {
    async function post(body: unknown) {
      const response = await fetch(`${cloud.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { detail?: string } };
    }

    const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

    it.each([
      ['an empty body', {}],
      ['blank required fields', { name: ' ', email: 'asha@example.com', message: '' }],
    ])('refuses %s with 400, storing nothing', async (_case, body) => {
      const before = (await storedContactMessages(cloud.dynamo)).length;

      await expect(post(body)).resolves.toEqual({
        status: 400,
        body: { detail: 'Please fill in all required fields' },
      });
      expect(await storedContactMessages(cloud.dynamo)).toHaveLength(before);
    });

    it.each([
      ['message', `Message must be at most ${LIMITS.contactMessageMax} characters`],
      ['name', `Name must be at most ${LIMITS.contactNameMax} characters`],
      ['subject', `Subject must be at most ${LIMITS.contactSubjectMax} characters`],
    ] as const)('refuses an oversized %s with 400, storing nothing', async (field, detail) => {
      const before = (await storedContactMessages(cloud.dynamo)).length;
      const limit = {
        message: LIMITS.contactMessageMax,
        name: LIMITS.contactNameMax,
        subject: LIMITS.contactSubjectMax,
      }[field];

      await expect(post({ ...valid, [field]: 'x'.repeat(limit + 1) })).resolves.toEqual({
        status: 400,
        body: { detail },
      });
      expect(await storedContactMessages(cloud.dynamo)).toHaveLength(before);
    });

    it('stores a valid message and answers with its id', async () => {
      const message = `Stored through the API (${Date.now()})`;

      const result = await post({ ...valid, message });

      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ success: true, id: expect.any(String) });
      const stored = (await storedContactMessages(cloud.dynamo)).filter(
        (item) => item.message === message,
      );
      expect(stored).toHaveLength(1);
    });
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
