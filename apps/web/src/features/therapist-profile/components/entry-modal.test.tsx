import { MantineProvider } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/server-error';
import { type EntryFields, type EntryKind, EntryModal } from './entry-modal';

function open(kind: EntryKind, onSubmit = vi.fn(), entry: (EntryFields & { _id?: string }) | null = null) {
  render(
    <MantineProvider theme={theme}>
      <EntryModal kind={kind} opened entry={entry} onClose={() => {}} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

describe('entry popups use the contract’s schemas', () => {
  it('says the section’s message once, under the first missing field, and sends nothing', async () => {
    const onSubmit = open('education');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Qualification/), 'MA Psychology');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText(MSG.educationDetailsRequired)).toHaveLength(1);
    expect(screen.getByLabelText(/Institute name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Institute address/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks the document required where saving asks for it: education and experience, not a licence (issue 20 #9)', async () => {
    open('experience');
    const label = await screen.findByText('Supporting document');
    expect(label).toHaveTextContent('Supporting document *');
    expect(screen.getByLabelText('Upload document')).toHaveAttribute('aria-required', 'true');
  });

  it('a licence may be saved without a document (the server does not ask for one)', async () => {
    open('licence');
    const label = await screen.findByText('Supporting document');
    expect(label).toHaveTextContent(/^Supporting document$/);
  });

  it('checks the contact number (it was never checked before)', async () => {
    const onSubmit = open('experience', vi.fn(), { _id: 'e1', hospitalName: 'AIIMS', hospitalAddress: 'New Delhi' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contact number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.invalidContactNumber)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Contact number'));
    await user.type(screen.getByLabelText('Contact number'), '+91 98123 45676');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ hospitalName: 'AIIMS', contactNumber: '+91 98123 45676' });
  });

  it('a licence needs the disclaimer accepted', async () => {
    const onSubmit = open('licence', vi.fn(), { _id: 'l1', licenceNumber: 'MH-1', licenceIssuingInstitution: 'MMC' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.licenceAgreeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a server refusal under the field it names', async () => {
    const onSubmit = open(
      'experience',
      vi.fn((_v, _f, fieldErrors) =>
        showServerError(
          new ApiError('Please enter a valid contact number', 400, { field: 'contactNumber' }),
          fieldErrors,
        ),
      ),
      { _id: 'e1', hospitalName: 'AIIMS', hospitalAddress: 'New Delhi', contactNumber: '+91 98123 45676' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(await screen.findByText('Please enter a valid contact number')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact number')).toHaveAttribute('aria-invalid', 'true');
  });
});
