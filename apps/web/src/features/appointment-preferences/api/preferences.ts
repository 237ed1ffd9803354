import type { AppointmentPreferences, UpcomingAppointmentBody } from '@sahaj/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  mine: (id: string) => ['appointment-preferences', id] as const,
  note: (id: string) => ['appointment-preferences', 'note', id] as const,
};

/** GET /patient/upcoming-appointments/{id}: my choices for this session. */
export const useSessionPreferences = (appointmentId: string) =>
  useQuery({
    queryKey: keys.mine(appointmentId),
    queryFn: ({ signal }) => api<AppointmentPreferences>(`/patient/upcoming-appointments/${appointmentId}`, { signal }),
  });

/** PATCH /patient/upcoming-appointments. */
export function useSaveSessionPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpcomingAppointmentBody) =>
      api<{ message: string; preferences: AppointmentPreferences }>('/patient/upcoming-appointments', {
        method: 'PATCH',
        body,
      }),
    onSuccess: (r) => client.setQueryData(keys.mine(r.preferences.appointmentId), r.preferences),
  });
}

/** GET /provider/appointments/{id}/patient-note: the patient's note for this session. */
export const usePatientNote = (appointmentId: string) =>
  useQuery({
    queryKey: keys.note(appointmentId),
    queryFn: ({ signal }) =>
      api<{ noteForTherapist: string | null; updatedAt: string | null }>(
        `/provider/appointments/${appointmentId}/patient-note`,
        { signal },
      ),
  });
