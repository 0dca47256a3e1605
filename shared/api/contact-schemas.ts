import * as z from 'zod';
import { LIMITS } from '../constants';
import { emailSchema, successSchema } from './common';

const required = (max: number, tooLong: string) =>
  z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, { error: 'Please fill in all required fields' })
    .max(max, { error: tooLong });

/** The contact form (requirements §3, §5): name, email and message required, subject optional. */
export const contactRequestSchema = z.object({
  name: required(LIMITS.contactNameMax, `Name must be at most ${LIMITS.contactNameMax} characters`),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .max(LIMITS.contactSubjectMax, {
      error: `Subject must be at most ${LIMITS.contactSubjectMax} characters`,
    })
    .optional()
    .default(''),
  message: required(
    LIMITS.contactMessageMax,
    `Message must be at most ${LIMITS.contactMessageMax} characters`,
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = successSchema.extend({ id: z.string() });
