/** What other features may use from auth. */

export * from './api/company-lookups';
export * from './api/get-profile';
export * from './api/logout';
export * from './components/auth-layout';
export * from './lib/viewer-zone';
