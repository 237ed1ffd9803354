import { Button } from '@mantine/core';
import type { PatientProfileUpdate, ProfileUpdateData } from '@sahaj/contract';
import type { ReactNode } from 'react';
import { type FieldErrorTarget, showServerError } from '../../../lib/server-error';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Saves a page and moves on. A refused value goes under the field the server names (when the page
 * shows it); anything else is a toast.
 */
export function useSavePage(onSaved: (data: ProfileUpdateData) => void) {
  const mutation = useUpdateProfile();
  const save = (body: PatientProfileUpdate, fields: FieldErrorTarget) =>
    mutation.mutate(body, { onSuccess: onSaved, onError: (e) => showServerError(e, fields) });
  return { save, pending: mutation.isPending };
}

/** The page's primary button, full width at the bottom of the step. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" fullWidth loading={loading}>
      {children}
    </Button>
  );
}
