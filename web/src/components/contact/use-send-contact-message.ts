import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ContactRequest } from '../../../../shared/api/contact-schemas';
import { CONTACT_SEND_DELAY_MS } from '../../../../shared/constants';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export const CONTACT_SENT_MESSAGE = "Message sent! We'll get back to you soon.";
const SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stores the message through POST /api/contact. The requirements' form only pretends to send, for one
 * second; the request runs alongside that second, so the visitor sees the same pace either way.
 */
export function useSendContactMessage({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: async (body: ContactRequest) => {
      const [sent] = await Promise.allSettled([
        api('submitContact', { body }),
        wait(CONTACT_SEND_DELAY_MS),
      ]);
      if (sent.status === 'rejected') throw sent.reason;
      return sent.value;
    },
    onSuccess: () => {
      toast.success(CONTACT_SENT_MESSAGE);
      onSent();
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.detail : SEND_FAILED_MESSAGE);
    },
  });
}
