import { describe, expect, it } from 'vitest';
import { installTarget } from './mobile-app-banner';

describe('install target', () => {
  it('sends iPhones to the App Store, Android to Google Play, others to the page that installs the web app', () => {
    expect(installTarget('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toMatch(/apps\.apple\.com/);
    expect(installTarget('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toMatch(/play\.google\.com/);
    expect(installTarget('Mozilla/5.0 (X11; Linux x86_64)')).toBe('/user/base/home/store');
  });
});
