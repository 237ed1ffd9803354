import type { MessageData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PATCH public/company/logout: the profile page's Logout. Unlike the shell's (which always forgets
 * this browser's session), a failure here keeps the company signed in and says 'Logout is pending'.
 */
export const companyLogout = () => api<MessageData>('/public/company/logout', { method: 'PATCH' });

export const useCompanyLogout = () => useMutation({ mutationFn: companyLogout });
