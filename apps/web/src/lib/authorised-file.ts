import { useQuery } from '@tanstack/react-query';
import { apiBlob } from './api-client';
import { authStorage } from './auth-storage';

/**
 * Files are never public: they come through the API client with the bearer token (apiBlob), as a
 * blob URL for an <img>, or opened in a new tab. `path` is an API path or an address the API returned.
 */
export async function fetchAuthorisedBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await apiBlob(path, { signal, failMessage: 'Could not open the file' })).blob;
}

/** A blob URL for an authorised file, kept while the path stays the same. */
export function useAuthorisedFileUrl(path: string | null | undefined) {
  // Bound links change every read (their 5-minute expiry); the file behind them does not.
  const key = path?.replace(/[?&](reader|exp|sig)=[^&]*/g, '');
  return useQuery({
    queryKey: ['authorised-file', key, authStorage.token()],
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
