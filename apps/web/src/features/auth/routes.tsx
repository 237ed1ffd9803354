import type { RouteObject } from 'react-router';

// Each page is fetched when its route is first matched (React Router's lazy routes), so the
// sign-up and login pages download only what they show.

// Pages that show or check a phone number from their first render also wait for the phone rules,
// which sign-up and login load beside their first paint instead (lib/phone-rules).
const withPhoneRules = <T,>(page: Promise<T>) =>
  Promise.all([page, import('../../lib/phone-rules').then((m) => m.phoneRulesReady)]).then(([m]) => m);

/**
 * Access routes (spec document 1 §2). Sign-up also serves otp-verification/{token} and the
 * e-mail form ('email'); forgot-password also serves otp-verification/{token}.
 */
export const authRoutes: RouteObject[] = [
  {
    path: '/user/:userType/login/:step?/:channel?',
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/user/:userType/signup/:step?/:channel?',
    lazy: () => import('./pages/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/user/:userType/forgot-password/:channel?/:accessToken?',
    lazy: () =>
      withPhoneRules(import('./pages/forgot-password-page')).then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/user/:userType/reset-password/:accessToken',
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    // The link sent after a sign-in lockout (issue 20 #15).
    path: '/user/unlock-sign-in',
    lazy: () => import('./pages/unlock-sign-in-page').then((m) => ({ Component: m.UnlockSignInPage })),
  },
  {
    path: '/user/:userType/reverify',
    lazy: () => withPhoneRules(import('./pages/reverify-page')).then((m) => ({ Component: m.ReverifyPhonePage })),
  },
  {
    path: '/user/:userType/reverify-email',
    lazy: () => withPhoneRules(import('./pages/reverify-page')).then((m) => ({ Component: m.ReverifyEmailPage })),
  },
];

/** Signed-in verification pages inside the shell (children of /user/base; spec document 3 route table). */
export const authShellRoutes: RouteObject[] = [
  {
    path: 'home/verify-phone',
    lazy: () =>
      withPhoneRules(import('./pages/shell-verify-page')).then((m) => ({ Component: m.ShellVerifyPhonePage })),
  },
  {
    path: 'home/verify-email',
    lazy: () =>
      withPhoneRules(import('./pages/shell-verify-page')).then((m) => ({ Component: m.ShellVerifyEmailPage })),
  },
];
