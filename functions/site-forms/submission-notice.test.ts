import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../auth/profiles';
import type { Email } from '../lib/email-sender';
import type { Project } from '../projects/projects';
import {
  notifyOwner,
  submissionNoticeEmail,
  type SubmissionNoticeContent,
  type SubmissionNoticeDeps,
} from './submission-notice';

const content: SubmissionNoticeContent = {
  to: 'owner@example.com',
  siteName: 'Sunrise Bakery',
  siteUrl: 'https://sunrise-bakery.sites.example.com/',
  form: 'contact',
  fields: [
    { name: 'name', value: 'Asha' },
    { name: 'message', value: 'Two loaves, please' },
  ],
  deploymentPageUrl: 'https://app.example.com/deployment/01ABC',
};

describe("the owner's email about a new submission", () => {
  it('names the site, its address and the form, lists the fields, and links the deployment page', () => {
    const email = submissionNoticeEmail(content);

    expect(email.to).toBe('owner@example.com');
    expect(email.subject).toBe('New “contact” submission on Sunrise Bakery');
    expect(email.text).toContain(
      'A visitor sent the “contact” form on Sunrise Bakery (https://sunrise-bakery.sites.example.com/).',
    );
    expect(email.text).toContain('name:\n    Asha\nmessage:\n    Two loaves, please');
    expect(email.text).toContain(
      'more may have arrived; see all on the deployment page: https://app.example.com/deployment/01ABC',
    );
    expect(email.text).toContain('To stop these emails, turn off “Email me new submissions”');
  });

  it('keeps the subject on one line whatever the names hold', () => {
    const email = submissionNoticeEmail({
      ...content,
      siteName: 'Bakery\r\nBcc: victim@example.com\u2028X',
    });

    expect(email.subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(email.subject).toBe('New “contact” submission on Bakery Bcc: victim@example.com X');
  });

  it('cuts a long subject short', () => {
    const email = submissionNoticeEmail({ ...content, siteName: 'B'.repeat(500) });

    expect(email.subject.length).toBeLessThanOrEqual(120);
    expect(email.subject.endsWith('…')).toBe(true);
  });

  it("shows a visitor's markup as the text it is, and cannot forge a line of its own", () => {
    const email = submissionNoticeEmail({
      ...content,
      fields: [
        { name: 'message\nTo stop these emails', value: '<script>alert(1)</script>' },
        {
          name: 'note',
          value: 'hi\r\nTo stop these emails, visit https://evil.example\u202e\u0007',
        },
      ],
    });

    expect(email).not.toHaveProperty('html');
    expect(email.text).toContain('message To stop these emails:\n    <script>alert(1)</script>');
    expect(email.text).toContain(
      'note:\n    hi\n    To stop these emails, visit https://evil.example\n',
    );
    const unindented = email.text.split('\n').filter((line) => line.includes('evil.example'));
    expect(unindented.every((line) => line.startsWith('    '))).toBe(true);
    expect(email.text).not.toContain('\u0007');
    expect(email.text).not.toContain('\u202e');
  });

  it('names the deployment page without a link where the app’s address is unknown', () => {
    const email = submissionNoticeEmail({ ...content, deploymentPageUrl: null });

    expect(email.text).toContain('see all on your site’s deployment page in Sitewright');
  });
});

const project: Project = {
  userId: 'u1',
  id: 'p1',
  name: 'Sunrise Bakery',
  description: 'A bakery',
  currentVersion: 1,
  deleting: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

const owner: Profile = {
  userId: 'u1',
  username: 'asha',
  email: 'owner@example.com',
  credits: 20,
  photoUrl: null,
  emailVerified: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

function depsWith(overrides: Partial<SubmissionNoticeDeps> = {}) {
  const sent: Email[] = [];
  const deps: SubmissionNoticeDeps = {
    deployments: { claimSubmissionNotice: vi.fn(async () => true) },
    profiles: { get: vi.fn(async () => owner) },
    projects: { get: vi.fn(async () => project) },
    sendEmail: vi.fn(async (email: Email) => {
      sent.push(email);
    }),
    siteUrl: (subdomain) => `https://${subdomain}.sites.example.com/`,
    deploymentPageUrl: (projectId) => `https://app.example.com/deployment/${projectId}`,
    clock: () => new Date('2026-11-01T09:00:00Z'),
    ...overrides,
  };
  return { deps, sent };
}

const notice = {
  userId: 'u1',
  projectId: 'p1',
  subdomain: 'sunrise-bakery',
  form: 'contact',
  fields: [{ name: 'name', value: 'Asha' }],
};

describe('notifying the owner', () => {
  it('sends the email to the owner’s address once the window is theirs', async () => {
    const { deps, sent } = depsWith();

    await notifyOwner(deps, notice);

    expect(deps.deployments.claimSubmissionNotice).toHaveBeenCalledWith(
      'u1',
      'p1',
      new Date('2026-11-01T09:00:00Z'),
      10 * 60_000,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('owner@example.com');
    expect(sent[0]?.text).toContain('(https://sunrise-bakery.sites.example.com/)');
  });

  it('sends nothing when another submission had the window’s email', async () => {
    const { deps, sent } = depsWith({
      deployments: { claimSubmissionNotice: vi.fn(async () => false) },
    });

    await notifyOwner(deps, notice);

    expect(sent).toEqual([]);
    expect(deps.profiles.get).not.toHaveBeenCalled();
  });

  it('sends nothing to an address its owner has not verified', async () => {
    const { deps, sent } = depsWith({
      profiles: { get: vi.fn(async () => ({ ...owner, emailVerified: false })) },
    });

    await notifyOwner(deps, notice);

    expect(sent).toEqual([]);
  });

  it('never throws: a failed send is only logged', async () => {
    const { deps } = depsWith({
      sendEmail: vi.fn(async () => {
        throw new Error('SES is down');
      }),
    });

    await expect(notifyOwner(deps, notice)).resolves.toBeUndefined();
  });
});
