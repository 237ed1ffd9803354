/** The symptom checker's public face: its routes (the shell mounts them). */
export { symptomCheckerRoutes } from './routes';
