import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** GET /user/account/export: the ZIP comes through the API client and is saved under the server's file name. */
export const downloadExport = (): Promise<string> =>
  downloadFile('/user/account/export', 'sahaj-my-data.zip', {
    accept: 'application/zip',
    failMessage: MSG.exportFailed,
  });

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
