import * as z from '../zod';
import { LIMITS } from '../constants';
import type { TextLines } from '../visible-text';
import { emailSchema, successSchema, visibleText } from './common';

const required = (field: string, max: number, tooLong: string, lines: TextLines = {}) =>
  z
    .string({ error: 'Please fill in all required fields' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please fill in all required fields' }),
      z.maxLength(max, { error: tooLong }),
      visibleText(field, lines),
      z.normalize('NFC'),
    );

/** The contact form (requirements §3, §5): name, email and message required, subject optional. */
export const contactRequestSchema = z.object({
  name: required(
    'Name',
    LIMITS.contactNameMax,
    `Name must be at most ${LIMITS.contactNameMax} characters`,
  ),
  email: emailSchema,
  subject: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.contactSubjectMax, {
        error: `Subject must be at most ${LIMITS.contactSubjectMax} characters`,
      }),
      visibleText('Subject'),
      z.normalize('NFC'),
    ),
    '',
  ),
  message: required(
    'Message',
    LIMITS.contactMessageMax,
    `Message must be at most ${LIMITS.contactMessageMax} characters`,
    { multiline: true },
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.extend(successSchema, { id: z.string() });
