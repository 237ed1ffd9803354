import {
  type AppointmentExtendedEvent,
  type ExtensionDeclinedEvent,
  formatClock,
  SERVER_EVENTS,
} from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { connectSocket } from '../../../lib/socket';
import { useViewerZoneReader } from '../../auth';
import { appointmentKeys, DASHBOARD_KEY } from '../api/keys';
import { extensionRequests, useExtensionPromptState } from '../lib/extension-request-store';

// The shell is on every page: only the listeners load with it; the question loads when one comes.
const ExtensionPrompt = lazy(() => import('./extension-prompt').then((m) => ({ default: m.ExtensionPrompt })));

/**
 * Mounted on every shell page (shellOverlays): a session's time changes whichever page is open.
 * Patients are asked when their therapist wants more time ('extension-requested'); therapists hear the
 * answer ('appointment-extended' once agreed, 'extension-declined'); both see lists, details and the
 * dashboard follow at once.
 */
export function ExtensionAgent({ userType, token }: { userType: string; token: string }) {
  const qc = useQueryClient();
  const { request } = useExtensionPromptState();
  // Read when the answer comes: this agent is on every page, most of which show no time.
  const viewerZone = useViewerZoneReader();
  useEffect(() => {
    if (userType !== 'patient' && userType !== 'doctor') return;
    const socket = connectSocket(userType, token);
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: appointmentKeys.all });
      void qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
    };
    const onExtended = (e: AppointmentExtendedEvent) => {
      refresh();
      extensionRequests.clear(e.appointmentId);
      if (userType === 'doctor') {
        notify.success(
          `Your patient agreed: the session now ends at ${formatClock(new Date(e.endTime), viewerZone())}`,
        );
      }
    };
    const onDeclined = (e: ExtensionDeclinedEvent) => {
      refresh();
      notify.info(`${e.patientName} declined the extra time; the session ends as booked`);
    };
    socket.on(SERVER_EVENTS.appointmentExtended, onExtended);
    socket.on(SERVER_EVENTS.extensionRequested, extensionRequests.ask);
    socket.on(SERVER_EVENTS.extensionRequested, refresh);
    socket.on(SERVER_EVENTS.extensionDeclined, onDeclined);
    return () => {
      socket.off(SERVER_EVENTS.appointmentExtended, onExtended);
      socket.off(SERVER_EVENTS.extensionRequested, extensionRequests.ask);
      socket.off(SERVER_EVENTS.extensionRequested, refresh);
      socket.off(SERVER_EVENTS.extensionDeclined, onDeclined);
    };
  }, [userType, token, qc, viewerZone]);
  if (userType !== 'patient' || !request) return null;
  return (
    <Suspense fallback={null}>
      <ExtensionPrompt />
    </Suspense>
  );
}
