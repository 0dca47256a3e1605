import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { accountExportFileName } from '../../../../shared/api';
import { refusalOr } from '../api-error';
import { fetchApiFile } from '../api-file';
import { saveFile } from '../save-file';
import { ACCOUNT_MESSAGES } from './account-messages';

/** "Download my data": the account's zip (GET /api/account/export), saved as the server names it. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: () => fetchApiFile('exportAccount', accountExportFileName(new Date())),
    onSuccess: ({ blob, name }) => {
      saveFile(name, blob);
      toast.success(ACCOUNT_MESSAGES.exportReady);
    },
    onError: (error) => {
      toast.error(refusalOr(error, ACCOUNT_MESSAGES.exportFailed));
    },
  });
}
