export { SessionForPicker } from './components/session-for-picker';
export { familyRoutes } from './routes';
