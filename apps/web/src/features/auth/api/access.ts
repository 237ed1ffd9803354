import type {
  Category,
  CodeSentData,
  CompanyLoginBody,
  CompanySignupBody,
  CompanySignupDetails,
  EmailSignupData,
  ForgotCheckBody,
  ForgotSendBody,
  LoginData,
  PatientSignupBody,
  ResetTokenData,
  SendVerificationBody,
  TicketData,
  UserProfile,
} from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiUserType } from './paths';
import { authKeys } from './public-config';

type Kind = 'patient' | 'doctor' | 'corporate' | 'provider' | 'company';

// ---- login
/** POST /registration/{patient,provider,company}/login. */
export const passwordLogin = (kind: Kind, body: { login: string; password: string; rememberMe?: boolean }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/login`, { method: 'POST', body, skipAuth: true });

export const companyLogin = (body: CompanyLoginBody) =>
  api<LoginData>('/registration/company/login', { method: 'POST', body, skipAuth: true });

/** POST /registration/user/login/send-verification. */
export const sendLoginCode = (body: SendVerificationBody) =>
  api<CodeSentData>('/registration/user/login/send-verification', { method: 'POST', body, skipAuth: true });

/** POST /registration/{patient,provider}/login/otp. */
export const codeLogin = (kind: Kind, body: { login: string; otp: string; rememberMe?: boolean }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/login/otp`, { method: 'POST', body, skipAuth: true });

// ---- third-party sign-in
export const googleAuth = (kind: Kind, token: string) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/auth/google`, { method: 'POST', body: { token }, skipAuth: true });

export const appleAuth = (kind: Kind, body: { token: string; firstName?: string; lastName?: string }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/auth/apple`, {
    method: 'POST',
    body: { ...body, platform: 'web' },
    skipAuth: true,
  });

// ---- phone sign-up
/** POST /registration/user/signup/send-verification. */
export const sendSignupCode = (body: SendVerificationBody) =>
  api<CodeSentData>('/registration/user/signup/send-verification', { method: 'POST', body, skipAuth: true });

/** POST /registration/{patient,provider}/signup/check-verification: verifies and registers. */
export const checkSignupCode = (kind: Kind, body: { phoneNumber: string; code: string }) =>
  api<LoginData>(`/registration/${apiUserType(kind)}/signup/check-verification`, {
    method: 'POST',
    body,
    skipAuth: true,
  });

/** POST /registration/{patient,provider}/signup: the e-mail sign-up form. */
export const emailSignup = (kind: Kind, body: PatientSignupBody) =>
  api<EmailSignupData>(`/registration/${apiUserType(kind)}/signup`, { method: 'POST', body, skipAuth: true });

/** POST registration/company/signup. */
export const companySignup = (body: CompanySignupBody) =>
  api<LoginData | { message: string }>('/registration/company/signup', { method: 'POST', body, skipAuth: true });

// ---- ticket codes (token from the page address)
/** PUT /user/verify/otp. */
export const verifyTicketCode = (body: { otp: string; token: string }) =>
  api<LoginData>('/user/verify/otp', { method: 'PUT', body, skipAuth: true });

/** PUT /user/resend/otp. */
export const resendTicketCode = (token: string) =>
  api<CodeSentData>('/user/resend/otp', { method: 'PUT', body: { token }, skipAuth: true });

// ---- forgot and reset password
/** Sends the reset code; data.token is a ticket for forgot-password/otp-verification/{token}. */
export const forgotSend = (body: ForgotSendBody) =>
  api<TicketData>('/registration/forgot-password/send-verification', { method: 'POST', body, skipAuth: true });

export const forgotCheck = (body: ForgotCheckBody) =>
  api<ResetTokenData>('/registration/forgot-password/check-verification', { method: 'POST', body, skipAuth: true });

/** PATCH /registration/forgot-password with the reset token from the address. */
export const forgotReset = (token: string, password: string) =>
  api<{ message: string }>('/registration/forgot-password', { method: 'PATCH', body: { password }, token });

/** PATCH /public/resetPassword with the token from the address. */
export const publicResetPassword = (token: string, password: string) =>
  api<{ message: string }>('/public/resetPassword', { method: 'PATCH', body: { password, token }, token });

// ---- re-verification
/** POST /registration/reverify-phone: sends a code; reply data.token for the code page. */
export const reverifyPhone = (body: {
  phoneNumber: string;
  userType: 'patient' | 'doctor';
  channel?: 'sms' | 'whatsapp';
}) => api<TicketData>('/registration/reverify-phone', { method: 'POST', body, skipAuth: true });

/** PATCH /registration/resend-email-verification. */
export const resendEmailVerification = (body: { email: string; userType: 'patient' | 'doctor' | 'company' }) =>
  api<TicketData>('/registration/resend-email-verification', { method: 'PATCH', body, skipAuth: true });

// ---- signed in
/** GET /user/profile: the first element of data is the signed-in user. */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...authKeys.profile, token],
    queryFn: async ({ signal }) => {
      const list = await api<UserProfile[]>('/user/profile', { signal });
      return list[0] ?? null;
    },
    enabled: Boolean(token),
  });
export const useProfile = (token: string | null) => useQuery(profileQuery(token));

/** PATCH public/company/logout: ends the server session (every account kind). */
export const logout = () => api<{ message: string }>('/public/company/logout', { method: 'PATCH' });

// ---- corporate sign-up lookups (exist already on the server)
export const companyLookupsQuery = () =>
  queryOptions({
    queryKey: authKeys.companyLookups,
    queryFn: async ({ signal }) => {
      const [categories, details] = await Promise.all([
        api<Category[]>('/public/categories/allcategories', { skipAuth: true, signal }),
        api<CompanySignupDetails>('/public/company/companysignupdetails', { skipAuth: true, signal }),
      ]);
      return { categories, details };
    },
    staleTime: 10 * 60_000,
  });
export const useCompanyLookups = () => useQuery(companyLookupsQuery());
