import { contactEndpoints } from '../../shared/api/contact-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { createContactMessages, TooManyContactMessagesError } from './contact-messages';
import { createContactService } from './contact-service';

const contact = createContactService({ messages: createContactMessages(createTableClient()) });

export const handler = createHttpHandler('contact', contactEndpoints, {
  submitContact: async ({ body, sourceIp }) => {
    try {
      return { success: true, ...(await contact.submit(body, sourceIp)) };
    } catch (error) {
      if (error instanceof TooManyContactMessagesError) throw new HttpError(429, error.message);
      throw error;
    }
  },
});
