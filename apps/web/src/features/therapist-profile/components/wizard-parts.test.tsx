import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { startPage } from '../pages/wizard-page';
import { PendingApprovalCard } from './status-cards';
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

describe('pictures and cards', () => {
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
