import { SITE_FORM_LIMITS } from '../../shared/constants';
import { withoutHiddenCharacters } from '../../shared/visible-text';
import { deployLabel } from '../deployments/site-object-keys';
import type { Deployments } from '../deployments/deployments';
import type { SubmittedField, Submissions } from '../deployments/submissions';
import type { StoredSubmissionNotice } from './submission-notice';

/** Why a site's form submission was not stored, with the status and words the visitor gets. */
export class SiteFormError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'SiteFormError';
  }
}

export interface SiteFormPost {
  /** The host label the page was served at: the subdomain, or a deploy's `{subdomain}--{n}`. */
  site: string;
  form: string;
  contentType: string | undefined;
  body: Buffer;
  /** Who sent it, as far as the network says: counted for the rate limit, never stored. */
  visitor: string;
}

export interface SiteFormDeps {
  deployments: Pick<Deployments, 'ownerOf' | 'get'>;
  submissions: Pick<Submissions, 'save'>;
  newId: () => string;
  clock: () => Date;
  /**
   * Tells the owner about a stored submission when they asked for it (submission-notice.ts);
   * never throws.
   */
  notifyOwner: (notice: StoredSubmissionNotice) => Promise<void>;
}

/** The answers a body carries, in order: a JSON object of strings, or a URL-encoded form. */
function answersOf(contentType: string | undefined, body: Buffer): [string, string][] {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return [...new URLSearchParams(body.toString('utf8'))];
  }
  if (type !== 'application/json') {
    throw new SiteFormError(415, 'Send the form as JSON or as a URL-encoded form');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new SiteFormError(400, 'The form could not be read: its body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SiteFormError(400, 'The form could not be read: send its fields as one object');
  }
  return Object.entries(parsed).map(([name, value]) => {
    if (typeof value === 'string') return [name, value];
    if (typeof value === 'number' || typeof value === 'boolean') return [name, String(value)];
    // A field sent more than once (checkboxes of one name): its values, joined.
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      return [name, value.join(', ')];
    }
    throw new SiteFormError(400, `The field “${name.slice(0, 64)}” must be text`);
  });
}

/** The answers worth keeping, checked against the limits a form may send. */
function checkedFields(answers: [string, string][]): SubmittedField[] {
  const limits = SITE_FORM_LIMITS;
  const fields: SubmittedField[] = [];
  for (const [sentName, sentValue] of answers) {
    // A visitor's words are kept, not refused: what cannot be seen (bidi overrides, zero-width
    // characters, lone surrogate halves) is dropped, and the rest kept in NFC.
    const name = withoutHiddenCharacters(sentName).normalize('NFC');
    const value = withoutHiddenCharacters(sentValue, { multiline: true }).normalize('NFC');
    if (name === limits.honeypotField) {
      // People never see the field; bots fill in whatever they find.
      if (value.trim() !== '') {
        throw new SiteFormError(400, 'This submission looks automated and was not sent');
      }
      continue;
    }
    if (name.length === 0 || name.length > limits.maxFieldNameLength) {
      throw new SiteFormError(
        400,
        `Field names must be 1 to ${limits.maxFieldNameLength} characters long`,
      );
    }
    if (value.length > limits.maxValueLength) {
      throw new SiteFormError(
        400,
        `Each answer can be at most ${limits.maxValueLength} characters long`,
      );
    }
    fields.push({ name, value });
  }
  if (fields.length > limits.maxFields) {
    throw new SiteFormError(400, `A form can send at most ${limits.maxFields} fields`);
  }
  if (!fields.some((field) => field.value.trim() !== '')) {
    throw new SiteFormError(400, 'The form was sent without any answers');
  }
  return fields;
}

/**
 * A visitor's submission of a deployed site's form: checked (size, fields, the honeypot), then
 * stored for the site's owner and counted against the visitor's hour on that site, together;
 * only once it is stored is the owner emailed, if they asked to be.
 */
export function createSiteFormService(deps: SiteFormDeps) {
  return {
    async submit(post: SiteFormPost): Promise<void> {
      if (post.body.length > SITE_FORM_LIMITS.maxBytes) {
        throw new SiteFormError(
          413,
          `The form is too large: at most ${SITE_FORM_LIMITS.maxBytes / 1024} KB can be sent`,
        );
      }
      const fields = checkedFields(answersOf(post.contentType, post.body));
      const subdomain = deployLabel.pattern.exec(post.site)?.[1] ?? post.site;
      const owner = await deps.deployments.ownerOf(subdomain);
      const deployment = owner && (await deps.deployments.get(owner.userId, owner.projectId));
      if (!owner || !deployment || deployment.deleting || !deployment.deployedAt) {
        throw new SiteFormError(404, "This site isn't deployed");
      }
      await deps.submissions.save(
        {
          id: deps.newId(),
          userId: owner.userId,
          projectId: owner.projectId,
          form: post.form,
          fields,
          submittedAt: deps.clock(),
        },
        subdomain,
        post.visitor,
      );
      // Most sites never asked: their posts skip the notice's write altogether. For the others,
      // the notice's own conditional write decides, so this read only saves work.
      if (deployment.notifySubmissions) {
        await deps.notifyOwner({
          userId: owner.userId,
          projectId: owner.projectId,
          subdomain,
          form: post.form,
          fields,
        });
      }
    },
  };
}
