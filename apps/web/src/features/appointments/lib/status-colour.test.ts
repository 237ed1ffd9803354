import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { statusColour } from './status-colour';

describe('appointment status colours', () => {
  it('are the theme’s: cancelled red, completed green, anything else blue', () => {
    const t = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
    expect(statusColour(t, 'cancelled')).toBe('red');
    expect(statusColour(t, 'completed')).toBe('green');
    expect(statusColour(t, 'upcoming')).toBe('blue');
    expect(statusColour(t, 'something-new')).toBe('blue');
  });
});
