import { SUBMISSION_EMAIL_WINDOW_MINUTES } from '../../shared/constants';
import type { Profiles } from '../auth/profiles';
import type { Deployments } from '../deployments/deployments';
import type { SubmittedField } from '../deployments/submissions';
import type { Email, SendEmail } from '../lib/email-sender';
import { logger } from '../lib/observability';
import type { Projects } from '../projects/projects';

const SUBJECT_MAX_LENGTH = 120;

/**
 * Text that must stay on one line (a subject, a name): control and line-separator characters,
 * which could start a header of their own or a forged line, become spaces.
 */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/**
 * A visitor's answer in the email's plain text: control characters (and the bidi overrides that
 * reorder what is shown) are dropped, and every line after its first is indented, so nothing
 * the visitor writes can look like a line of ours.
 */
function quotedValue(value: string): string {
  const lines = value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\u2028\u2029]/g, '\n')
    .split('\n');
  return lines.join('\n    ');
}

function truncated(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export interface SubmissionNoticeContent {
  to: string;
  /** The project's name, as the owner named it. */
  siteName: string;
  siteUrl: string;
  form: string;
  fields: readonly SubmittedField[];
  /** Where the owner sees every submission and turns these emails off; null when unknown. */
  deploymentPageUrl: string | null;
}

/**
 * The owner's email about a new submission, in plain text only (no HTML part, so nothing a
 * visitor sends is ever markup), with the subject on one line whatever the names hold.
 */
export function submissionNoticeEmail(content: SubmissionNoticeContent): Email {
  const siteName = oneLine(content.siteName) || 'your site';
  const form = oneLine(content.form);
  const fields = content.fields.map(
    (field) => `${oneLine(field.name)}:\n    ${quotedValue(field.value) || '(no answer)'}`,
  );
  const page = content.deploymentPageUrl
    ? `the deployment page: ${content.deploymentPageUrl}`
    : 'your site’s deployment page in Sitewright';
  const text = [
    `A visitor sent the “${form}” form on ${siteName} (${content.siteUrl}).`,
    '',
    ...fields,
    '',
    `We send at most one of these emails every ${SUBMISSION_EMAIL_WINDOW_MINUTES} minutes per site, ` +
      `so more may have arrived; see all on ${page}`,
    '',
    'To stop these emails, turn off “Email me new submissions” in the Form submissions card on ' +
      'that page.',
  ].join('\n');
  return {
    to: content.to,
    subject: truncated(oneLine(`New “${form}” submission on ${siteName}`), SUBJECT_MAX_LENGTH),
    text,
  };
}

export interface SubmissionNoticeDeps {
  deployments: Pick<Deployments, 'claimSubmissionNotice'>;
  profiles: Pick<Profiles, 'get'>;
  projects: Pick<Projects, 'get'>;
  sendEmail: SendEmail;
  /** The address a subdomain's site is served at. */
  siteUrl: (subdomain: string) => string;
  /** The app's page of a project's deployment; null when this installation does not know it. */
  deploymentPageUrl: (projectId: string) => string | null;
  clock: () => Date;
}

export interface StoredSubmissionNotice {
  userId: string;
  projectId: string;
  subdomain: string;
  form: string;
  fields: readonly SubmittedField[];
}

/**
 * Emails the site's owner about a submission just stored, when they asked for it and no such
 * email went out in the window. Never throws: the visitor's post has already succeeded, so a
 * failure is only logged (without the owner's address).
 */
export async function notifyOwner(
  deps: SubmissionNoticeDeps,
  notice: StoredSubmissionNotice,
): Promise<void> {
  const { userId, projectId } = notice;
  try {
    const claimed = await deps.deployments.claimSubmissionNotice(
      userId,
      projectId,
      deps.clock(),
      SUBMISSION_EMAIL_WINDOW_MINUTES * 60_000,
    );
    if (!claimed) return;
    const [profile, project] = await Promise.all([
      deps.profiles.get(userId),
      deps.projects.get(userId, projectId),
    ]);
    if (!profile?.emailVerified) {
      logger.warn('Not emailing a submission: the owner has no verified address', { projectId });
      return;
    }
    await deps.sendEmail(
      submissionNoticeEmail({
        to: profile.email,
        siteName: project?.name ?? notice.subdomain,
        siteUrl: deps.siteUrl(notice.subdomain),
        form: notice.form,
        fields: notice.fields,
        deploymentPageUrl: deps.deploymentPageUrl(projectId),
      }),
    );
  } catch (error) {
    logger.error('Could not email the site owner about a submission', { projectId, error });
  }
}
