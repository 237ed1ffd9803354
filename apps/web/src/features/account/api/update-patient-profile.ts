import type { AccountUpdateData, PatientProfileBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /user/patient/profile: gender, date of birth, place ('Updated successfully'). */
export const updatePatientProfile = (body: PatientProfileBody) =>
  api<AccountUpdateData>('/user/patient/profile', { method: 'PATCH', body });
export const useUpdatePatientProfile = () => useAccountMutation(updatePatientProfile);
