/** What other features may use from content. */
export * from './paths';
