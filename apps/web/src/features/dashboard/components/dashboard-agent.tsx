import { SERVER_EVENTS } from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rereadOnEveryConnection } from '../../../lib/on-every-connection';
import { connectSocket } from '../../../lib/socket';
import { dashboardKeys } from '../api/get-dashboard';

/**
 * Mounted on every shell page: a notification (a new booking, a cancellation, a reschedule) means
 * the dashboard's sessions and counts may have changed, so they are fetched again (at once when the
 * dashboard is open, else when it is next opened) instead of waiting for a reload (issue 20 #7); so
 * does every connection of the socket.
 */
export function DashboardAgent({ userType, token }: { userType: string; token: string }) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userType !== 'patient' && userType !== 'doctor') return;
    const socket = connectSocket(userType, token);
    const refresh = () => void qc.invalidateQueries({ queryKey: dashboardKeys.all });
    socket.on(SERVER_EVENTS.notification, refresh);
    // A booking made while there was no connection (the first comes after the page shows) was not
    // pushed: a dashboard already read is read again on every connection.
    const stopRereading = rereadOnEveryConnection(socket, qc, dashboardKeys.all);
    return () => {
      stopRereading();
      socket.off(SERVER_EVENTS.notification, refresh);
    };
  }, [userType, token, qc]);
  return null;
}
