/** The site banner's public face: the shell shows it; the admin console manages it. */
export { SiteBanner } from './components/site-banner';
export { siteBannerAdminRoutes } from './routes';
