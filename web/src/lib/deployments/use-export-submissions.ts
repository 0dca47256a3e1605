import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Submission } from '../../../../shared/api';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { saveFile } from '../save-file';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import {
  SUBMISSIONS_EXPORT_LIMIT,
  submissionsCsv,
  submissionsCsvFileName,
} from './submissions-csv';

/** The largest page the API gives: the fewest requests for a long export. */
const EXPORT_PAGE_SIZE = 100;

/** Every submission, newest first, up to `limit`; `capped` when the site has more. */
export async function allSubmissions(
  projectId: string,
  limit: number = SUBMISSIONS_EXPORT_LIMIT,
): Promise<{ submissions: Submission[]; capped: boolean }> {
  const submissions: Submission[] = [];
  let cursor: string | undefined;
  do {
    const page = await api('listSubmissions', {
      params: { projectId },
      query: { limit: Math.min(EXPORT_PAGE_SIZE, limit - submissions.length), cursor },
    });
    submissions.push(...page.submissions);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && submissions.length < limit);
  if (!cursor) return { submissions, capped: false };
  // A full page comes with a cursor even when nothing follows it: look before saying so.
  const after = await api('listSubmissions', {
    params: { projectId },
    query: { limit: 1, cursor },
  });
  return { submissions, capped: after.submissions.length > 0 };
}

/**
 * Export CSV: fetches every submission through the API (the newest 5,000 at most, and says so
 * when there were more) and downloads them as `{subdomain}-submissions.csv`.
 */
export function useExportSubmissions(projectId: string, subdomain: string) {
  return useMutation({
    mutationFn: () => allSubmissions(projectId),
    onSuccess: ({ submissions, capped }) => {
      // The byte order mark makes spreadsheets read the file as UTF-8.
      const blob = new Blob(['\uFEFF', submissionsCsv(submissions)], {
        type: 'text/csv;charset=utf-8',
      });
      saveFile(submissionsCsvFileName(subdomain), blob);
      if (capped) toast.warning(DEPLOYMENT_MESSAGES.exportCapped(SUBMISSIONS_EXPORT_LIMIT));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(refusalOr(error, DEPLOYMENT_MESSAGES.exportFailed));
    },
  });
}
