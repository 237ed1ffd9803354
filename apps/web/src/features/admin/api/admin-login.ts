import { type AdminLoginBody, type LoginData, MSG } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/session';

export const adminLogin = (body: AdminLoginBody) =>
  api<LoginData>('/registration/admin/login', { method: 'POST', body, skipAuth: true });

/** Logs the admin in and keeps the session like any other login (authToken, userType 'admin'). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (data) => {
      if (data.userType !== 'admin') throw new Error(MSG.forbidden);
      saveLogin(data);
    },
  });
}
