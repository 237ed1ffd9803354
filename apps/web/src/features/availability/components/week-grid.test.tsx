import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { tickHours, WeekGrid } from './week-grid';

describe('week grid', () => {
  it('says each day in words, with the spec’s short times: its hours and break, or not available', () => {
    render(
      <MantineProvider theme={theme}>
        <WeekGrid
          days={[
            { day: 'Monday', start: '09:00', end: '17:30', breakStart: '13:00', breakEnd: '14:00' },
            { day: 'Tuesday', start: null, end: null },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'Monday: 9AM-5:30PM, break 1PM-2PM' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tuesday: not available' })).toBeInTheDocument();
  });
  it('spaces the hour labels so they never run together on a phone ("10AM12PM")', () => {
    // 8AM-8PM on a 375 px screen leaves about 240 px for the scale: at most 5 labels.
    expect(tickHours(12, 240)).toBe(3);
    expect(Math.floor(12 / tickHours(12, 240)) + 1).toBeLessThanOrEqual(Math.floor(240 / 44));
    // On a wide card every second hour fits; a short day gets every hour.
    expect(tickHours(12, 520)).toBe(2);
    expect(tickHours(3, 240)).toBe(1);
    // Too narrow for a middle label: only the two ends.
    expect(tickHours(24, 120)).toBe(24);
  });
});
