import type { AppointmentChangeResult } from '@sahaj/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appointmentKeys, DASHBOARD_KEY, MY_DOCTORS_KEY, type Role, SLOTS_KEY } from './keys';

/** After a cancel, reschedule or extension: the changed appointment at once, every list afresh. */
export function afterChange(qc: QueryClient, role: Role, result: AppointmentChangeResult) {
  qc.setQueryData(appointmentKeys.detail(role, result.appointment._id), result.appointment);
  void qc.invalidateQueries({ queryKey: appointmentKeys.all });
  void qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
  void qc.invalidateQueries({ queryKey: MY_DOCTORS_KEY });
  void qc.invalidateQueries({ queryKey: SLOTS_KEY });
}
