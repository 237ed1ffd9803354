import { localTimeZone, type PatientProfileUpdate, type ProfileUpdateData, TIME_ZONE_HEADER } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { profileKey } from '../../auth';
import { onboardingKeys } from './keys';

export const updateProfile = (body: PatientProfileUpdate) =>
  api<ProfileUpdateData>('/registration/patient/signup', {
    method: 'PUT',
    body,
    // The browser's zone, sent with every save so the server judges age by the patient's own date.
    headers: { [TIME_ZONE_HEADER]: localTimeZone() },
  });

/** Saves one wizard page; the stored page and status follow, so a reload resumes at page + 1. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      updateSession({ page: data.page, status: data.status });
      client.setQueryData(onboardingKeys.progress, data.profile);
      // The shell and the dashboard show the same profile: every copy is read again.
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
