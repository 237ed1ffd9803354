import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { StarRating } from './star-rating';

function Harness() {
  const [v, setV] = useState(0);
  return (
    <MantineProvider theme={theme}>
      <button type="button">before</button>
      <StarRating value={v} onChange={setV} label="Your rating, 1 to 5 stars" />
      <output data-testid="value">{v}</output>
    </MantineProvider>
  );
}

describe('star rating', () => {
  it('is a radio group the arrow keys choose in, with one Tab stop (issue 20 #11)', async () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating, 1 to 5 stars' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('value')).toHaveTextContent('5');
    // Tab leaves the group from the chosen star: one stop only.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });
});
