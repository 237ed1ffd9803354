import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { ReverifyEmailPage, ReverifyPhonePage } from './pages/reverify-page';
import { ShellVerifyEmailPage, ShellVerifyPhonePage } from './pages/shell-verify-page';
import { SignupPage } from './pages/signup-page';

/**
 * Access routes (spec document 1 §2). Sign-up also serves otp-verification/{token} and the
 * e-mail form ('email'); forgot-password also serves otp-verification/{token}.
 */
export const authRoutes: RouteObject[] = [
  { path: '/user/:userType/login/:step?/:channel?', element: <LoginPage /> },
  { path: '/user/:userType/signup/:step?/:channel?', element: <SignupPage /> },
  { path: '/user/:userType/forgot-password/:channel?/:accessToken?', element: <ForgotPasswordPage /> },
  { path: '/user/:userType/reset-password/:accessToken', element: <ResetPasswordPage /> },
  { path: '/user/:userType/reverify', element: <ReverifyPhonePage /> },
  { path: '/user/:userType/reverify-email', element: <ReverifyEmailPage /> },
];

/** Signed-in verification pages inside the shell (children of /user/base; spec document 3 route table). */
export const authShellRoutes: RouteObject[] = [
  { path: 'home/verify-phone', element: <ShellVerifyPhonePage /> },
  { path: 'home/verify-email', element: <ShellVerifyEmailPage /> },
];
