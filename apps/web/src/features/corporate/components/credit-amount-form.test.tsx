import { MSG, paymentGateways } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { CreditAmountForm } from './credit-amount-form';

function setup() {
  fakeApi({
    'GET /payment/gateways': okReply(paymentGateways, { gateways: ['test'], test: true, stripe: null, razorpay: null }),
  });
  const onBuy = vi.fn();
  render(
    <Providers>
      <CreditAmountForm onBuy={onBuy} busy={false} />
    </Providers>,
  );
  return {
    onBuy,
    input: screen.getByLabelText(/Amount \(INR\)/),
    button: screen.getByRole('button', { name: 'Buy credits' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Wallet amount', () => {
  it('keeps Buy credits disabled while the amount is empty', async () => {
    const { button } = setup();
    await screen.findByText(/TEST MODE/);
    expect(button).toBeDisabled();
  });

  it.each([
    ['1,500', MSG.amountWhole],
    ['1500.50', MSG.amountWhole],
    ['₹500', MSG.amountWhole],
    ['-5', MSG.amountPositive],
    ['0', MSG.amountPositive],
    ['2000000', MSG.amountTooLarge],
  ])('refuses %s with a message and never reinterprets it', async (typed, message) => {
    const { onBuy, input, button } = setup();
    await screen.findByText(/TEST MODE/);
    await userEvent.type(input, typed);
    await userEvent.click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onBuy).not.toHaveBeenCalled();
    // what was typed stays as typed
    expect(input).toHaveValue(typed);
  });

  it('buys a whole number of rupees with the offered gateway', async () => {
    const { onBuy, input, button } = setup();
    await screen.findByText(/TEST MODE/);
    await userEvent.type(input, '5000');
    await userEvent.click(button);
    expect(onBuy).toHaveBeenCalledWith(5000, 'test');
  });
});
