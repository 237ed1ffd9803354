import { MSG } from '@sahaj/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { mockWizardServer, testWorkProfile } from '../test/work-profile';
import { StepPricing } from './step-pricing';

afterEach(() => vi.unstubAllGlobals());

function renderPricing() {
  const onSaved = vi.fn();
  render(
    <Providers>
      <StepPricing profile={testWorkProfile({ page: 4 })} external={false} onSaved={onSaved} />
    </Providers>,
  );
  return onSaved;
}

const fee = () => screen.getByRole('textbox', { name: /Consultation fee/ });
const saves = (calls: Array<{ key: string; body: unknown }>) =>
  calls.filter((c) => c.key === 'PATCH /provider/work-profile').map((c) => c.body);

describe('consultation fee (issue 10 #1)', () => {
  it('never reinterprets what was typed: 1,500.50 and -200 are refused with a message, nothing is sent', async () => {
    const calls = mockWizardServer();
    renderPricing();
    const user = userEvent.setup();
    for (const typed of ['1,500.50', '-200', '12.5']) {
      await user.clear(fee());
      await user.type(fee(), typed);
      expect(fee()).toHaveValue(typed);
      expect(await screen.findByText(MSG.wholeRupees)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    }
    expect(saves(calls)).toEqual([]);
  });

  it('shows the amount in INR and saves exactly it', async () => {
    const calls = mockWizardServer();
    const onSaved = renderPricing();
    const user = userEvent.setup();
    await user.type(fee(), '1500');
    expect(screen.getByTestId('amount-shown')).toHaveTextContent('₹1,500');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(calls)).toEqual([{ consultationFee: 1500, currency: 'INR' }]);
  });

  it('a fee of 0 (free sessions) is allowed once confirmed', async () => {
    const calls = mockWizardServer();
    const onSaved = renderPricing();
    const user = userEvent.setup();
    await user.type(fee(), '0');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free sessions?' });
    expect(saves(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, free sessions' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(calls)).toEqual([{ consultationFee: 0, currency: 'INR' }]);
  });

  it('an empty fee says the spec’s message', async () => {
    mockWizardServer();
    renderPricing();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(MSG.fillPrice)).toBeInTheDocument();
  });
});

describe('treatment price', () => {
  it('is refused, not changed, when it is not whole rupees', async () => {
    const calls = mockWizardServer();
    renderPricing();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add specialization price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Specialization' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Specialization' }), 'Anxiety');
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await user.type(price, '1,500.50');
    expect(price).toHaveValue('1,500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findAllByText(MSG.wholeRupees)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.key === 'POST /provider/treatments')).toBe(false);
  });
});
