import { MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** GET /user/account/export: the ZIP is saved under the server's file name. */
export async function downloadExport(): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/user/account/export`, {
      headers: { authorization: `Bearer ${authStorage.token() ?? ''}` },
    });
  } catch {
    throw new ApiError(MSG.noResponse, 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { data?: { message?: string } } | null;
    throw new ApiError(body?.data?.message ?? MSG.exportFailed, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'sahaj-my-data.zip';
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    throw new ApiError(MSG.exportFailed, 0);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });
