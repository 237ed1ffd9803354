/** What other features may use from medications. */

export * from './api/add-medicine';
export * from './api/list-medicine-types';
export * from './api/search-medicine-library';
