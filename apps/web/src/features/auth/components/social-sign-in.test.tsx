import { publicConfigData } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { SocialSignIn } from './social-sign-in';

function withConfig(googleClientId: string | null, appleClientId: string | null) {
  fakeApi({
    'GET /public/config': okReply(publicConfigData, {
      googleClientId,
      appleClientId,
      captcha: 'altcha',
      recaptchaSiteKey: null,
      resendWaitSeconds: 60,
      resendWaitOnboardingSeconds: 45,
    }),
  });
  render(
    <Providers>
      <MemoryRouter>
        <SocialSignIn userType="patient" />
        <p>end</p>
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Google and Apple buttons follow the server config', () => {
  it('are hidden when the server has no client ids', async () => {
    withConfig(null, null);
    await screen.findByText('end');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('or continue with')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('show the Apple button when Apple is configured', async () => {
    withConfig(null, 'app.sahaj.web');
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.getByText('or continue with')).toBeInTheDocument();
  });
});
