import { Outlet } from 'react-router';
import { MobileAppBanner } from './mobile-app-banner';

/** Wraps every page: the mobile app banner sits above whatever the route shows. */
export function RootLayout() {
  return (
    <>
      <MobileAppBanner />
      <Outlet />
    </>
  );
}
