import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { RefreshingStack } from './refreshing-stack';

function Harness({ busy }: { busy: boolean }) {
  return (
    <MantineProvider theme={theme}>
      <RefreshingStack busy={busy} gap="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
            </Table.Tr>
          </Table.Thead>
        </Table>
      </RefreshingStack>
    </MantineProvider>
  );
}

/** Every element from the header up to the document: none may fade it (opacity below 1). */
function opacities(el: HTMLElement | null): string[] {
  const seen: string[] = [];
  for (let e = el; e; e = e.parentElement) seen.push(e.style.opacity || getComputedStyle(e).opacity || '1');
  return seen.filter((o) => Number(o) < 1);
}

describe('a list refreshing under its next page or filter', () => {
  it('stays readable (nothing faded), is marked busy, and shows an updating bar', () => {
    render(<Harness busy />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(opacities(header)).toEqual([]);
    expect(header.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Updating' })).toBeInTheDocument();
  });

  it('shows no bar and is not busy once the data is current', () => {
    render(<Harness busy={false} />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
