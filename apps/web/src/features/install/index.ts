/** Installing Sahaj as a web app: the store page's routes, and the install prompt kept from start-up. */
export { captureInstallPrompt } from './lib/install-prompt';
export { installRoutes } from './routes';
