// One file per domain; features add theirs here so drizzle-kit and the client see them all.
export * from './account';
export * from './admin';
export * from './auth';
export * from './availability';
export * from './booking';
export * from './calls';
export * from './coupons';
export * from './family';
export * from './notifications';
export * from './onboarding';
export * from './packages';
export * from './payments';
export * from './platform';
export * from './reference';
export * from './therapist-profile';
export * from './users';
