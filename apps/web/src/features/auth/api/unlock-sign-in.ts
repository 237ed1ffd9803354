import type { MessageData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /registration/login/unlock {token}: this device may sign in to the locked account (issue 20 #15). */
export const unlockSignIn = (token: string) =>
  api<MessageData>('/registration/login/unlock', { method: 'POST', body: { token } });
export const useUnlockSignIn = () => useMutation({ mutationFn: unlockSignIn });
