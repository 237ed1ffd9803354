import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../../lib/session';

const patientPage = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  element: (
    <RequireSession userTypes={['patient']}>
      <Outlet />
    </RequireSession>
  ),
  children: [{ index: true, lazy }],
});

/** Payment screens (spec 03 "Payment screens"), children of /user/base; patients only. */
export const paymentsRoutes: RouteObject[] = [
  patientPage('home/booking-status/:id/:transactionId', () =>
    import('./pages/booking-status-page').then((m) => ({ Component: m.BookingStatusPage })),
  ),
  patientPage('home/booking/failure/:id/:transactionId', () =>
    import('./pages/booking-failure-page').then((m) => ({ Component: m.BookingFailurePage })),
  ),
  patientPage('home/test-checkout/:transactionId', () =>
    import('./pages/test-checkout-page').then((m) => ({ Component: m.TestCheckoutPage })),
  ),
];
