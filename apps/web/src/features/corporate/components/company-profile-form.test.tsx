import { MSG } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { CompanyProfileForm, type CompanyProfileValues } from './company-profile-form';

const EMPTY: CompanyProfileValues = {
  role: '',
  email: '',
  companyName: '',
  companyAddress: '',
  companyCategory: { categoryName: '', categoryId: null },
  companySize: '',
  companyWebsite: '',
  billingAddress: '',
  gstin: '',
};

function setup(initial = EMPTY) {
  const onSave = vi.fn(() => Promise.resolve());
  render(
    <Providers>
      <CompanyProfileForm
        initial={initial}
        categories={[{ _id: 'c1', categoryName: 'Technology' }]}
        details={{ companySignupRoles: ['HR Manager'], companySize: ['1-50', '51-200'] }}
        saving={false}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </Providers>,
  );
  return { onSave };
}

describe('Edit company profile', () => {
  it("shows the spec's message under every required field and saves nothing", async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    for (const message of [
      MSG.companyRoleRequired,
      MSG.companyEmailRequired,
      MSG.companyProfileNameRequired,
      MSG.companyLocationRequired,
      MSG.companyCategoryRequired,
      MSG.companyEmployeesRequired,
      MSG.companyWebsiteRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a malformed GSTIN, and keeps the currency INR and disabled', async () => {
    const { onSave } = setup({
      ...EMPTY,
      role: 'HR Manager',
      email: 'hr@acme.example',
      companyName: 'Acme',
      companyAddress: 'Pune',
      companyCategory: { categoryName: 'Technology', categoryId: 'c1' },
      companySize: '1-50',
      companyWebsite: 'https://acme.example',
    });
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toHaveValue('INR');
    await userEvent.type(screen.getByLabelText(/GSTIN/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.gstinInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/GSTIN/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({ companyName: 'Acme', gstin: null, billingAddress: null, role: 'HR Manager' }),
    ]);
  });
});
