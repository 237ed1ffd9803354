import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { ApiError } from '../../../lib/api-client';
import { OtpCodeForm } from './otp-code-form';

const boxes = () => screen.getAllByRole('textbox');

function setup(props: Partial<Parameters<typeof OtpCodeForm>[0]> = {}) {
  const onVerify = props.onVerify ?? vi.fn(async () => {});
  render(
    <Providers>
      <OtpCodeForm submitLabel="Sign In" onVerify={onVerify} onResend={async () => 60} {...props} />
    </Providers>,
  );
  return { onVerify, user: userEvent.setup() };
}

describe("'Enter OTP Code' (spec document 1 §2, §5)", () => {
  it('takes digits only, one per box, and says how many are missing', async () => {
    const { onVerify, user } = setup();
    expect(screen.getByRole('heading', { name: 'Enter OTP Code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2b3');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '', '']);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('6 digit otp required')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('paste fills the boxes with the first six digits', async () => {
    const { onVerify, user } = setup();
    await user.click(boxes()[0]!);
    await user.paste('12345678');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  const values = () => boxes().map((b) => (b as HTMLInputElement).value);

  it('backspace on an empty box clears the digit before it and stays there', async () => {
    const { user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '', '', '']);
  });

  it('six Backspaces clear six digits (issue 10 #11)', async () => {
    const { user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    expect(boxes()[5]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
  });

  it('a wrong code is cleared with the message; the right code typed next submits by itself', async () => {
    const onVerify = vi.fn(async (code: string) => {
      if (code !== '246810') throw new ApiError('Invalid Verification Code', 400);
    });
    const { user } = setup({ onVerify, autoSubmit: true, submitLabel: 'Verify' });
    await user.click(boxes()[0]!);
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP! Try Again');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('246810');
    expect(onVerify).toHaveBeenLastCalledWith('246810');
    expect(onVerify).toHaveBeenCalledTimes(2);
  });

  it('the same code box after a wrong code without autoSubmit: cleared, and Sign In sends the new one', async () => {
    const onVerify = vi.fn(async (code: string) => {
      if (code === '000000') throw new ApiError('Invalid Verification Code', 400);
    });
    const { user } = setup({ onVerify });
    await user.click(boxes()[0]!);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP! Try Again');
    expect(values()).toEqual(['', '', '', '', '', '']);
    await user.keyboard('135790');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onVerify).toHaveBeenLastCalledWith('135790');
  });

  it('verifies by itself at 6 digits when asked to (patient sign-up)', async () => {
    const { onVerify, user } = setup({ autoSubmit: true, submitLabel: 'Verify' });
    await user.click(boxes()[0]!);
    await user.keyboard('654321');
    expect(onVerify).toHaveBeenCalledWith('654321');
  });

  it("'Invalid Verification Code' marks the code 'Invalid OTP! Try Again'", async () => {
    const onVerify = vi.fn(async () => {
      throw new ApiError('Invalid Verification Code', 400);
    });
    const { user } = setup({ onVerify });
    await user.click(boxes()[0]!);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP! Try Again');
  });

  it('locks resend behind a countdown', async () => {
    setup({ resendSeconds: 45 });
    expect(screen.getByText('Resend in 00:45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
  });
});
