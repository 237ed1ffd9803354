import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * GET /provider/prescription/download/{id} (therapist) or /patient/prescription/download/{id}
 * (patient): the PDF, saved under the server's file name. `downloadPath` comes with each
 * prescription, so the caller's role picks the path.
 */
export async function downloadPrescription(downloadPath: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${downloadPath}`, {
      headers: { authorization: `Bearer ${authStorage.token() ?? ''}` },
    });
  } catch {
    throw new ApiError(MSG.noResponse, 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { data?: { message?: string } } | null;
    throw new ApiError(body?.data?.message ?? MSG.somethingWentWrong, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'prescription.pdf';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export const useDownloadPrescription = () => useMutation({ mutationFn: downloadPrescription });
