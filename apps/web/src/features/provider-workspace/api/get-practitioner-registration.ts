import type { PractitionerRegistration } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/practitioner-registration: whether I am a registered medical practitioner (and may prescribe). */
export const getPractitionerRegistration = (signal?: AbortSignal) =>
  api<PractitionerRegistration>('/provider/practitioner-registration', { signal });

export const practitionerRegistrationQuery = () =>
  queryOptions({ queryKey: workspaceKeys.registration, queryFn: ({ signal }) => getPractitionerRegistration(signal) });

export const usePractitionerRegistration = () => useQuery(practitionerRegistrationQuery());
