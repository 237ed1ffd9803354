import { accountStatusData } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { CrisisNote } from './crisis-note';

const settings = (countryCode: string | null, location: string | null) =>
  okReply(accountStatusData, {
    status: 'active',
    data: {
      _id: 'u1',
      userType: 'patient',
      name: 'Asha Rao',
      email: 'asha@example.com',
      emailVerified: true,
      phone: null,
      phoneVerified: false,
      timeZone: null,
      globalTimeZone: 'Europe/London',
      profilePic: null,
      gender: null,
      dob: null,
      location,
      countryCode,
      hasPassword: true,
      deletionCodeChannel: 'email',
    },
  });

const renderNote = () =>
  render(
    <Providers>
      <CrisisNote />
    </Providers>,
  );

/** Issue 20 #6: the PHQ-9 crisis note shows the helplines of the country on the person's profile. */
describe('crisis note', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a patient in London sees the UK's lines, not India's", async () => {
    fakeApi({ 'GET /user/account/status': settings('GB', 'London, England, United Kingdom') });
    renderNote();
    const samaritans = await screen.findByRole('link', { name: '116 123' });
    expect(samaritans).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByRole('link', { name: '999' })).toBeInTheDocument();
    expect(screen.getByText(/open day and night in United Kingdom/)).toBeInTheDocument();
    expect(screen.queryByText('14416')).not.toBeInTheDocument();
  });

  it('a patient in India sees Tele-MANAS (14416 or 1-800-891-4416) and 112', async () => {
    fakeApi({ 'GET /user/account/status': settings('IN', 'Pune, Maharashtra, India') });
    renderNote();
    expect(await screen.findByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(screen.getByRole('link', { name: '1-800-891-4416' })).toHaveAttribute('href', 'tel:18008914416');
    expect(screen.getByRole('link', { name: '112' })).toBeInTheDocument();
  });

  it('a country not in the table, or settings that cannot be read, get the international fallback', async () => {
    fakeApi({ 'GET /user/account/status': settings('FR', 'Paris, Ile-de-France, France') });
    const { unmount } = renderNote();
    expect(await screen.findByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(screen.getByText(/Call your local emergency number/)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /user/account/status': failReply(500, 'Something went wrong') });
    renderNote();
    expect(await screen.findByRole('link', { name: 'findahelpline.com' })).toBeInTheDocument();
  });
});
