/** Articles & Blogs' public face: its routes (the shell mounts them). */
export { articlesRoutes } from './routes';
