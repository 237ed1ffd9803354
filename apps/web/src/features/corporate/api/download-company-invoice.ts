import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/** GET companies/payment-details/{paymentId}/invoice: the GST invoice PDF, saved under the server's name. */
export const downloadCompanyInvoice = (paymentId: string) =>
  downloadFile(`/companies/payment-details/${encodeURIComponent(paymentId)}/invoice`, 'invoice.pdf', {
    accept: 'application/pdf',
    failMessage: MSG.invoiceDownloadFailed,
  });

export const useDownloadCompanyInvoice = () =>
  useMutation({ mutationFn: downloadCompanyInvoice, onError: (err) => notify.error(err) });
