import { describe, expect, it } from 'vitest';
import { comingSoonRoutes } from './shell-routes';

describe('coming-soon shell pages', () => {
  it('cover every menu target and Settings while no feature has a page there', () => {
    const paths = comingSoonRoutes([]).map((r) => r.path);
    for (const p of [
      'home/therapists',
      'home/appointments',
      'home/subscriptions',
      'home/messages',
      'home/family-members',
      'home/my-doctors',
      'home/articles-blogs',
      'home/patients',
      'home/earnings',
      'home/my-account',
      'home/corporate/employees-list',
      'home/corporate/profile',
      'home/corporate/survay-form',
    ])
      expect(paths).toContain(p);
  });

  it('step aside for a feature route at or under the same path', () => {
    const paths = comingSoonRoutes([
      { path: 'home/dashboard' },
      { path: 'home/therapists/:id?/:action?/:data?' },
      { path: 'home/earnings' },
    ]).map((r) => r.path);
    expect(paths).not.toContain('home/dashboard');
    expect(paths).not.toContain('home/therapists');
    expect(paths).not.toContain('home/earnings');
    expect(paths).toContain('home/patients');
  });
});
