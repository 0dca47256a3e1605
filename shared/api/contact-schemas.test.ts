import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact-schemas';

const message = {
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Catering',
  message: 'Do you cater weddings?',
};

const issueOf = (input: object) =>
  contactRequestSchema.safeParse({ ...message, ...input }).error?.issues[0]?.message;

describe('the contact form’s text', () => {
  it.each([
    ['a bidi override', 'Refund \u202eexe.fdp'],
    ['a zero-width space', 'Cater\u200bing'],
    ['a line separator', 'One\u2028Two'],
  ])('refuses a subject with %s, as every other field does', (_, subject) => {
    expect(issueOf({ subject })).toBe('Subject cannot contain control or hidden characters');
    expect(issueOf({ name: subject })).toBe('Name cannot contain control or hidden characters');
  });

  it('refuses a subject of invisible characters, and a name of combining marks alone', () => {
    expect(issueOf({ subject: '\u2800\u3164' })).toBe(
      'Subject must contain visible characters, not only invisible ones',
    );
    expect(issueOf({ name: '\u0301\u0308' })).toBe(
      'Name must contain visible characters, not only invisible ones',
    );
  });

  it('keeps an empty subject, and stores every field in NFC', () => {
    const parsed = contactRequestSchema.parse({
      ...message,
      subject: '',
      name: 'Jose\u0301',
      message: 'Cafe\u0301 au lait?',
    });
    expect(parsed).toMatchObject({ subject: '', name: 'José', message: 'Café au lait?' });
  });
});
