/** Articles & Blogs' public face: its routes (the shell mounts them). */
export { articlesAdminRoutes, articlesRoutes } from './routes';
