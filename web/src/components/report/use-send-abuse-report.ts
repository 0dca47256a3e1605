import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AbuseReportRequest } from '../../../../shared/api/abuse-schemas';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

const SEND_FAILED_MESSAGE = 'Your report could not be sent. Please try again.';

/** Sends a report of a deployed site (POST /api/abuse-reports); the server's refusal is toasted. */
export function useSendAbuseReport() {
  return useMutation({
    mutationFn: (body: AbuseReportRequest) => api('submitAbuseReport', { body }),
    onError: (error) => {
      toast.error(isApiError(error) ? error.detail : SEND_FAILED_MESSAGE);
    },
  });
}
