import type { SessionNoteBody, SessionNoteResult } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/**
 * POST /provider/appointments/session-notes: 'draft' (autosave), 'sign' (locks it), 'addendum'
 * (dated, attributed, after signing) or 'private' (the therapist-only psychotherapy note).
 */
export const saveSessionNote = (body: SessionNoteBody) =>
  api<SessionNoteResult>('/provider/appointments/session-notes', { method: 'POST', body });

export function useSaveSessionNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSessionNote,
    onSuccess: (_r, body) => {
      // Drafts are saved every few seconds: only signing and addenda change what other screens show.
      if (body.action === 'sign' || body.action === 'addendum') {
        void qc.invalidateQueries({ queryKey: workspaceKeys.note(body.appointmentId) });
        void qc.invalidateQueries({ queryKey: ['provider-workspace', 'patient'] });
        void qc.invalidateQueries({ queryKey: ['provider-workspace', 'unsigned'] });
      }
    },
  });
}
