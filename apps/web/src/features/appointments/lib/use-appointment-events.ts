import { SERVER_EVENTS } from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { appointmentKeys, DASHBOARD_KEY } from '../api/keys';

/**
 * 'appointment-extended' (sent to both people when a therapist extends a session): the lists, the
 * detail and the dashboard read the new end time at once.
 */
export function useAppointmentEvents(): void {
  const session = useSession();
  const qc = useQueryClient();
  const token = session?.token;
  const userType = session?.userType;
  useEffect(() => {
    if (!token || !userType) return;
    const socket = connectSocket(userType, token);
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: appointmentKeys.all });
      void qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
    };
    socket.on(SERVER_EVENTS.appointmentExtended, refresh);
    return () => {
      socket.off(SERVER_EVENTS.appointmentExtended, refresh);
    };
  }, [token, userType, qc]);
}
