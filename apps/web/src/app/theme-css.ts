import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** Where the app's theme variables live: a stylesheet, so no page computes them while it starts. */
export const THEME_CSS_FILE = 'src/app/theme-variables.css';
export const THEME_CSS_HEADER =
  '/* The theme as CSS variables (app/theme.ts). Generated: npm run theme-css -w @sahaj/web. Do not edit. */\n';

/**
 * The CSS variables MantineProvider would write into a <style> on every load (its
 * MantineCssVariables: our theme and resolver merged over the defaults, the default values left out),
 * built ahead of time instead: in phone traces that work was 4–17 ms before any page showed (issue 25).
 * providers.tsx turns the provider's own copy off (withCssVariables={false}); theme-css.test.tsx fails
 * when theme-variables.css no longer matches the theme.
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const vars = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  // Mantine's own copy leaves out what equals the defaults (already in its stylesheet); so does this one.
  const changed = (part: 'variables' | 'light' | 'dark') => {
    const out: Record<`--${string}`, string> = {};
    for (const [k, v] of Object.entries(vars[part]) as [`--${string}`, string][])
      if (defaults[part][k] !== v) out[k] = v;
    return out;
  };
  return `${THEME_CSS_HEADER}${convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') })}\n`;
}
