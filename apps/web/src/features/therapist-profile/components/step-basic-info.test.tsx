import { workProfileUpdateResult } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { mockWizardServer, testWorkProfile } from '../test/work-profile';
import { StepBasicInfo } from './step-basic-info';

afterEach(() => vi.unstubAllGlobals());

const SAVED = workProfileUpdateResult.parse({ message: 'Updated successfully', page: 1, status: 'pending' });
const address = { latitude: '18.52 N', longitude: '73.85 E', location: 'Pune, Maharashtra, India' };

function renderBasicInfo() {
  const calls = mockWizardServer({ 'PATCH /provider/work-profile/basic-info': SAVED });
  const onSaved = vi.fn();
  render(
    <Providers>
      <StepBasicInfo profile={testWorkProfile({ page: 1, address })} external={false} onSaved={onSaved} />
    </Providers>,
  );
  const saves = () => calls.filter((c) => c.key === 'PATCH /provider/work-profile/basic-info').map((c) => c.body);
  return { onSaved, saves };
}

describe('basic info: changing an existing password (issue 9 #2)', () => {
  it('saves without a password unless the therapist asks to change it', async () => {
    const { onSaved, saves } = renderBasicInfo();
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()[0]).not.toHaveProperty('password');
  });

  it('asks for the current password and sends it with the new one', async () => {
    const { onSaved, saves } = renderBasicInfo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Change my password' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    // Nothing is sent while the current password is missing; the form says what is.
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(saves()).toEqual([]);
    await user.type(screen.getByLabelText(/^Current password/), 'Old@Pass1');
    await user.type(screen.getByLabelText(/^New password/), 'New@Pass12');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'New@Pass12');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ currentPassword: 'Old@Pass1', password: 'New@Pass12' });
  });
});
