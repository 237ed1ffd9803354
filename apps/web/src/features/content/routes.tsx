import type { RouteObject } from 'react-router';

// React Router's function form of `lazy` (see app/router.tsx): the object form is emptied once loaded.
const pages = () => import('./pages/content-pages');

/** The static documents, readable by anyone (spec document 3 "Static content"). */
export const contentRoutes: RouteObject[] = [
  { path: '/privacy-policy', lazy: () => pages().then((m) => ({ Component: m.PrivacyPolicyPage })) },
  {
    path: '/confidentiality-agreement',
    lazy: () => pages().then((m) => ({ Component: m.ConfidentialityAgreementPage })),
  },
];

/** The same documents inside the signed-in shell (children of /user/base; spec document 3 route table). */
export const contentShellRoutes: RouteObject[] = [
  {
    path: 'home/corporate/profile/privacy-policy',
    lazy: () => pages().then((m) => ({ Component: m.ShellPrivacyPolicyPage })),
  },
  {
    path: 'home/corporate/profile/confidentiality-agreement',
    lazy: () => pages().then((m) => ({ Component: m.ShellConfidentialityAgreementPage })),
  },
  // The spec's route table names confidentiality-agreement under the shell too (issue 23).
  {
    path: 'home/confidentiality-agreement',
    lazy: () => pages().then((m) => ({ Component: m.ShellConfidentialityAgreementPage })),
  },
];
