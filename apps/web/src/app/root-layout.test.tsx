import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLoading, PageLoading } from './root-layout';
import { theme } from './theme';

describe('loading screens', () => {
  it('before any layout is on screen, the spinner is the main landmark, so the screen keeps one', () => {
    render(
      <MantineProvider theme={theme}>
        <PageLoading />
      </MantineProvider>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status', { name: 'Loading' }));
  });

  it('inside a layout, the spinner adds no second main landmark', () => {
    render(
      <MantineProvider theme={theme}>
        <main>
          <ContentLoading />
        </main>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
