import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { notify } from '../../../lib/notify';

/**
 * GET /patient/payment-details/{id}/invoice: the PDF comes with the bearer token (a plain link
 * could not carry it), then is saved under the server's file name.
 */
export async function downloadInvoice(paymentId: string): Promise<string> {
  const token = authStorage.token();
  const url = new URL(
    `${API_BASE}/patient/payment-details/${encodeURIComponent(paymentId)}/invoice`,
    window.location.origin,
  );
  const res = await fetch(url, {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new ApiError(MSG.noResponse, 0);
  });
  if (!res.ok) {
    const json = (await res.json().catch(() => undefined)) as { data?: { message?: string } } | undefined;
    throw new ApiError(json?.data?.message ?? MSG.invoiceDownloadFailed, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export const useDownloadInvoice = () =>
  useMutation({ mutationFn: downloadInvoice, onError: (err) => notify.error(err) });
