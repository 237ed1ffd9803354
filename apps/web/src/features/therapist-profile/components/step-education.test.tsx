import { MSG } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { mockWizardServer, testWorkProfile } from '../test/work-profile';
import { StepEducation } from './step-education';

afterEach(() => vi.unstubAllGlobals());

const doc = { url: null, fileName: null, lastModified: null };

describe('page 2: years of experience (issue 20 #9)', () => {
  it('refuses more years than the age allows, by the field, and sends nothing', async () => {
    const calls = mockWizardServer();
    render(
      <Providers>
        <StepEducation
          profile={testWorkProfile({
            dob: '1988-05-01',
            educationalDetails: [
              { _id: 'e1', instituteName: 'TISS', instituteAddress: 'Mumbai', qualifiction: 'MA', ...doc },
            ],
            experienceDetails: [
              {
                _id: 'x1',
                hospitalName: 'NIMHANS',
                hospitalAddress: 'Bengaluru',
                referencePerson: '',
                contactNumber: '',
                ...doc,
              },
            ],
          })}
          external={false}
          onSaved={vi.fn()}
        />
      </Providers>,
    );
    const user = userEvent.setup();
    const years = screen.getByRole('textbox', { name: /Total work experience/ });
    await user.type(years, '75');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(MSG.experienceOverAge)).toBeInTheDocument();
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key === 'PATCH /provider/work-profile')).toEqual([]);
  });
});
