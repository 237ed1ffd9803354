import type { SessionNoteData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/appointments/session-notes/{appointmentId}: the session, its note (or null) and my private note. */
export const getSessionNote = (appointmentId: string, signal?: AbortSignal) =>
  api<SessionNoteData>(`/provider/appointments/session-notes/${appointmentId}`, { signal });

export const sessionNoteQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: workspaceKeys.note(appointmentId),
    queryFn: ({ signal }) => getSessionNote(appointmentId, signal),
    // The editor owns the text once open; a refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useSessionNote = (appointmentId: string) => useQuery(sessionNoteQuery(appointmentId));
