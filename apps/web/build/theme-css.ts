/**
 * `npm run theme-css -w @sahaj/web`: writes src/app/theme-variables.css from the theme (app/theme.ts).
 * Run it after changing the theme; theme-css.test.tsx fails until then.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_CSS_FILE, themeCss } from '../src/app/theme-css';

writeFileSync(path.resolve(import.meta.dirname, '..', THEME_CSS_FILE), themeCss());
console.log(`wrote ${THEME_CSS_FILE}`);
