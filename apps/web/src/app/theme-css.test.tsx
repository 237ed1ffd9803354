import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { cssVariablesResolver, theme } from './theme';
import { THEME_CSS_FILE, THEME_CSS_HEADER, themeCss } from './theme-css';

describe('the theme as a stylesheet (theme-variables.css)', () => {
  it('is what MantineProvider itself would write for our theme', () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <p>x</p>
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written).toBeTruthy();
    expect(`${THEME_CSS_HEADER}${written}\n`).toBe(themeCss());
  });

  it('matches the theme (after a theme change: npm run theme-css -w @sahaj/web)', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../..', THEME_CSS_FILE), 'utf8');
    expect(file, 'theme-variables.css is out of date: npm run theme-css -w @sahaj/web').toBe(themeCss());
  });

  it('replaces the <style> the provider would build on every load', () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    // (Its other <style>, data-mantine-styles="classes", holds the hidden-from/visible-from classes.)
    expect(document.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(0);
  });
});
