import { describe, expect, it } from 'vitest';
import { COMING_SOON_TEXT } from './coming-soon-page';
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

  it('stay for a page below a menu target: the corporate privacy policy does not replace Profile', () => {
    const paths = comingSoonRoutes([
      { path: 'home/corporate/profile/privacy-policy' },
      { path: 'home/appointments/:tab?/:action?' },
      { path: 'home/articles-blogs/*' },
    ]).map((r) => r.path);
    expect(paths).toContain('home/corporate/profile');
    expect(paths).not.toContain('home/appointments');
    expect(paths).not.toContain('home/articles-blogs');
  });

  it('say honestly that nothing is there yet, and promise nothing about the rest', () => {
    expect(COMING_SOON_TEXT).toMatch(/not built yet/);
    expect(COMING_SOON_TEXT).not.toMatch(/keeps working|everything else/i);
  });
});
