import { ulid } from 'ulid';
import type * as z from '../../shared/zod';
import type { contactRequestSchema } from '../../shared/api/contact-schemas';
import type { ContactMessages } from './contact-messages';

export interface ContactServiceDependencies {
  messages: ContactMessages;
  now?: () => Date;
}

export function createContactService({
  messages,
  now = () => new Date(),
}: ContactServiceDependencies) {
  return {
    async submit(request: z.output<typeof contactRequestSchema>, sourceIp: string) {
      const id = ulid();
      await messages.save({ id, ...request, sourceIp, createdAt: now() });
      return { id };
    },
  };
}
