import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * GET /patient/payment-details/{id}/invoice: the PDF comes through the API client with the bearer
 * token (a plain link could not carry it; a 401 signs out like every call), then is saved under the
 * server's file name.
 */
export const downloadInvoice = (paymentId: string): Promise<string> =>
  downloadFile(`/patient/payment-details/${encodeURIComponent(paymentId)}/invoice`, 'invoice.pdf', {
    accept: 'application/pdf',
    failMessage: MSG.invoiceDownloadFailed,
  });

export const useDownloadInvoice = () =>
  useMutation({ mutationFn: downloadInvoice, onError: (err) => notify.error(err) });
