import { useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * Files are never public: fetch them with the bearer token and hand back the blob.
 * `path` is an API path ('/provider/files/…') or a full '/api/v1/…' address.
 */
export async function fetchAuthorisedBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const url = path.startsWith(API_BASE) || /^https?:/.test(path) ? path : `${API_BASE}${path}`;
  const token = authStorage.token();
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('No Response From Server', 0);
  }
  if (!res.ok) {
    let message = 'Could not open the file';
    try {
      const json = (await res.json()) as { data?: { message?: string } };
      if (json.data?.message) message = json.data.message;
    } catch {
      // not JSON: keep the plain message
    }
    throw new ApiError(message, res.status);
  }
  return res.blob();
}

/** A blob URL for an authorised file, kept while the path stays the same. */
export function useAuthorisedFileUrl(path: string | null | undefined) {
  return useQuery({
    queryKey: ['authorised-file', path, authStorage.token()],
    enabled: !!path,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchAuthorisedBlob(path!, signal)),
  });
}

/** Opens an authorised file in a new tab (through a blob URL; never a public address). */
export async function openAuthorisedFile(path: string): Promise<void> {
  // Open the tab first, inside the click, so pop-up blockers allow it; fill it when the bytes arrive.
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchAuthorisedBlob(path);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
