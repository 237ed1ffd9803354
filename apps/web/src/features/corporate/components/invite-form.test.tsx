import { MSG, messageData } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { InviteForm } from './invite-form';

afterEach(() => vi.unstubAllGlobals());

function setup(reply = okReply(messageData, { message: MSG.inviteSent })) {
  const calls = fakeApi({ 'POST /companies/employee/invite': reply });
  const onSent = vi.fn();
  render(
    <Providers>
      <InviteForm onSent={onSent} />
    </Providers>,
  );
  return {
    calls,
    onSent,
    input: screen.getByLabelText(/Work e-mail/),
    send: screen.getByRole('button', { name: 'Send Invite' }),
  };
}

describe('Invite by e-mail', () => {
  it('keeps Send Invite disabled while the address is empty or invalid, checking as it is typed', async () => {
    const { input, send } = setup();
    expect(send).toBeDisabled();
    await userEvent.type(input, 'asha@');
    expect(send).toBeDisabled();
    expect(screen.getByText(MSG.validEmail)).toBeInTheDocument();
    await userEvent.type(input, 'acme.example');
    expect(send).toBeEnabled();
    expect(screen.queryByText(MSG.validEmail)).not.toBeInTheDocument();
  });

  it('sends the trimmed, lower-cased address', async () => {
    const { calls, input, send, onSent } = setup();
    await userEvent.type(input, '  Asha@Acme.Example ');
    await userEvent.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'POST /companies/employee/invite')?.body).toEqual({
      email: 'asha@acme.example',
    });
  });

  it("says 'Failed to send an invite' when sending fails", async () => {
    const { input, send, onSent } = setup(failReply(502, 'upstream mail error'));
    await userEvent.type(input, 'asha@acme.example');
    await userEvent.click(send);
    expect(await screen.findByText(MSG.inviteFailed)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });
});
