import { Button } from '@mantine/core';
import type { PatientProfileUpdate, ProfileUpdateData } from '@sahaj/contract';
import type { ReactNode } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { showSaveError } from '../lib/server-error';

/** Saves a page and moves on; a refused value is shown where `onFieldError` puts it, anything else as a toast. */
export function useSavePage(onSaved: (data: ProfileUpdateData) => void) {
  const mutation = useUpdateProfile();
  const save = (body: PatientProfileUpdate, onFieldError: (message: string) => void) =>
    mutation.mutate(body, { onSuccess: onSaved, onError: (e) => showSaveError(e, onFieldError) });
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
