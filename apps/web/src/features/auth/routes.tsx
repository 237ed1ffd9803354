import type { RouteObject } from 'react-router';
import { SignupPage } from './pages/signup-page';

/** Access routes: sign-up, login, codes, password reset, re-verification (spec document 1). */
export const authRoutes: RouteObject[] = [{ path: '/user/:userType/signup/:step?/:channel?', element: <SignupPage /> }];
