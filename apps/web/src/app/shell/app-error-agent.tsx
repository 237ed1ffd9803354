import { MSG, SERVER_EVENTS } from '@sahaj/contract';
import { useEffect } from 'react';
import { notify } from '../../lib/notify';
import { connectSocket } from '../../lib/socket';
import type { ShellSlotProps } from './shell-slots';

/** The server's `applicationErrors` on the socket become an error toast (spec document 1 §4). */
export function AppErrorAgent({ userType, token }: ShellSlotProps) {
  useEffect(() => {
    const socket = connectSocket(userType, token);
    const onAppError = (payload: unknown) => {
      const message =
        typeof payload === 'string'
          ? payload
          : payload && typeof payload === 'object' && 'message' in payload
            ? String((payload as { message: unknown }).message)
            : MSG.somethingWentWrong;
      notify.error(message);
    };
    socket.on(SERVER_EVENTS.applicationErrors, onAppError);
    return () => {
      socket.off(SERVER_EVENTS.applicationErrors, onAppError);
    };
  }, [userType, token]);
  return null;
}
