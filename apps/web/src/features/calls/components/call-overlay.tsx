import { lazy, Suspense, useEffect } from 'react';
import type { ShellSlotProps } from '../../../app/shell/shell-slots';
import { connectSocket } from '../../../lib/socket';
import { attachCallSocket } from '../lib/call-engine';
import { useCallState } from '../lib/call-store';

// The shell is on every page: only the socket listeners load with it; the screens load when needed.
const IncomingCallCard = lazy(() => import('./incoming-call-card').then((m) => ({ default: m.IncomingCallCard })));
const DeviceCheck = lazy(() => import('./device-check').then((m) => ({ default: m.DeviceCheck })));
const CallWindow = lazy(() => import('./call-window').then((m) => ({ default: m.CallWindow })));
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));

/**
 * Mounted on every shell page (shellOverlays): the incoming-call card, the device check, the call
 * window (maximised or minimised) and, for patients, the review after the call.
 */
export function CallOverlay({ userType, token }: ShellSlotProps) {
  const s = useCallState();
  useEffect(() => {
    if (userType !== 'patient' && userType !== 'doctor') return;
    return attachCallSocket(connectSocket(userType, token));
  }, [userType, token]);

  return (
    <Suspense fallback={null}>
      {s.phase === 'ringing' && <IncomingCallCard s={s} />}
      {(s.phase === 'check' || s.phase === 'joining') && <DeviceCheck />}
      {s.phase === 'live' && <CallWindow s={s} />}
      {s.phase === 'ended' && <ReviewModal s={s} />}
    </Suspense>
  );
}
