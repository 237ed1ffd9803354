import { MantineProvider } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { startPage } from '../pages/wizard-page';
import { entryProblem } from './entry-modal';
import { PendingApprovalCard } from './status-cards';
import { shortTime } from './week-grid';
import { WizardProgress } from './wizard-progress';

describe('where the wizard starts', () => {
  it('uses the page in navigation state first', () => {
    expect(startPage(4, 1)).toBe(4);
  });
  it('otherwise resumes at the page after the stored progress', () => {
    expect(startPage(undefined, 0)).toBe(1);
    expect(startPage(undefined, 2)).toBe(3);
    expect(startPage(undefined, null)).toBe(1);
  });
  it('stays within pages 1 to 6', () => {
    expect(startPage(undefined, 6)).toBe(6);
    expect(startPage(9, 0)).toBe(6);
    expect(startPage(0, 0)).toBe(1);
  });
});

describe('entry popups', () => {
  it("gives each section's own message", () => {
    expect(entryProblem('education', { instituteName: 'A', instituteAddress: 'B' })).toBe(MSG.educationDetailsRequired);
    expect(entryProblem('education', { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C' })).toBeNull();
    expect(entryProblem('experience', { hospitalName: 'A', hospitalAddress: ' ' })).toBe(MSG.hospitalRequired);
    expect(entryProblem('licence', { licenceNumber: '1' })).toBe(MSG.licenceRequired);
    expect(entryProblem('other', {})).toBe(MSG.requiredDetails);
  });
});

describe('pictures and cards', () => {
  it('shows times the spec way', () => {
    expect(shortTime('09:00')).toBe('9AM');
    expect(shortTime('10:30')).toBe('10:30AM');
    expect(shortTime('00:15')).toBe('12:15AM');
    expect(shortTime('13:05')).toBe('1:05PM');
  });
  it('fills segments by page, 6 or 3 of them', () => {
    const { container, rerender } = render(
      <MantineProvider theme={theme}>
        <WizardProgress page={2} pages={6} segments={6} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(2);
    rerender(
      <MantineProvider theme={theme}>
        <WizardProgress page={2} pages={6} segments={3} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });
  it('pending card says the spec words', () => {
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <PendingApprovalCard />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pending Approval' })).toBeInTheDocument();
    expect(screen.getByText('Your profile is pending for approval, please check back again soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });
});
