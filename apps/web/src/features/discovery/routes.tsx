import type { RouteObject } from 'react-router';

// Loaded on demand (React Router `lazy`): the list and profile are not part of the first screen.
const list = { Component: () => import('./pages/therapists-page').then((m) => m.TherapistsPage) };
const profile = { Component: () => import('./pages/therapist-profile-page').then((m) => m.TherapistProfilePage) };

/**
 * Finding a therapist (spec 03 §2), children of /user/base: the list at therapists and
 * view-doctors; a profile at doctor-profile/{id}, therapists/{id}/profile and therapists/{id}.
 * therapists/{id}/{action}/{data} (the payment result) shows the profile until payments land.
 */
export const discoveryRoutes: RouteObject[] = [
  { path: 'home/therapists', lazy: list },
  { path: 'home/view-doctors', lazy: list },
  { path: 'home/doctor-profile/:id', lazy: profile },
  { path: 'home/therapists/:id/profile', lazy: profile },
  { path: 'home/therapists/:id/:action?/:data?', lazy: profile },
];
