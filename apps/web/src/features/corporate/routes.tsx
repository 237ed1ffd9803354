import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

/** A company page: the guard around it, its code loaded on demand (its path stays visible to the shell's table). */
const companyPage = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  element: (
    <RequireSession userTypes={['company']}>
      <Outlet />
    </RequireSession>
  ),
  children: [{ index: true, lazy }],
});

// React Router's function form of `lazy` (see app/router.tsx): the object form is emptied once loaded.
const page = (load: () => Promise<{ Component: React.ComponentType }>): RouteObject['lazy'] => load;
const selected = page(() =>
  import('./pages/selected-therapists-page').then((m) => ({ Component: m.SelectedTherapistsPage })),
);

/**
 * The company area (spec 03 route table), children of /user/base; companies only. The survey route
 * is the spec's one path for patients and companies alike: each gets its own questionnaire.
 */
export const corporateRoutes: RouteObject[] = [
  companyPage(
    'home/corporate/dashboard',
    page(() => import('./pages/dashboard-page').then((m) => ({ Component: m.CorporateDashboardPage }))),
  ),
  companyPage(
    'home/corporate/employees-list',
    page(() => import('./pages/employees-page').then((m) => ({ Component: m.EmployeesPage }))),
  ),
  companyPage(
    'home/corporate/employees-list/user-details',
    page(() => import('./pages/employee-details-page').then((m) => ({ Component: m.EmployeeDetailsPage }))),
  ),
  companyPage(
    'home/corporate/profile',
    page(() => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage }))),
  ),
  companyPage(
    'home/corporate/profile/edit-profile',
    page(() => import('./pages/edit-profile-page').then((m) => ({ Component: m.EditProfilePage }))),
  ),
  companyPage(
    'home/corporate/profile/my-payment-history',
    page(() => import('./pages/payment-history-page').then((m) => ({ Component: m.CompanyPaymentHistoryPage }))),
  ),
  companyPage(
    'home/corporate/Subscription-plans',
    page(() => import('./pages/plans-page').then((m) => ({ Component: m.PlansPage }))),
  ),
  companyPage(
    'home/corporate/dashboard/wallet-credit',
    page(() => import('./pages/wallet-page').then((m) => ({ Component: m.WalletPage }))),
  ),
  companyPage(
    'home/corporate/dashboard/add-doctor',
    page(() => import('./pages/therapist-selection-page').then((m) => ({ Component: m.TherapistSelectionPage }))),
  ),
  companyPage(
    'home/corporate/test-checkout/:transactionId',
    page(() => import('./pages/test-checkout-page').then((m) => ({ Component: m.CompanyTestCheckoutPage }))),
  ),
  companyPage('home/corporate/dashboard/view-doctors', selected),
  companyPage('home/corporate/dashboard/edit-doctors', selected),
  companyPage('home/corporate/view-selected-doctors', selected),
  companyPage(
    'home/corporate/survay-form',
    page(() => import('./pages/surveys-page').then((m) => ({ Component: m.SurveysPage }))),
  ),
  {
    path: 'home/dashboard/survay-form/give-survey/:formId',
    element: (
      <RequireSession userTypes={['patient', 'company']}>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: page(() => import('./pages/survey-route').then((m) => ({ Component: m.SurveyRoute }))) },
    ],
  },
];

/** Outside the shell: the link in an invite e-mail (contract companyInvitePath), open before signing in. */
export const corporatePublicRoutes: RouteObject[] = [
  {
    path: '/user/company-invite/:token',
    lazy: page(() => import('./pages/accept-invite-page').then((m) => ({ Component: m.AcceptInvitePage }))),
  },
];
