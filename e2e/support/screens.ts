import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a full-page screenshot under e2e/artifacts/<folder>/<name>.png (kept as CI artifacts, not
 * committed), after checking the screen with axe (WCAG 2.2 AA): a screen worth a picture is a screen
 * people use.
 */
export async function snap(page: Page, folder: string, name: string): Promise<void> {
  await expectNoAxeViolations(page, `${folder}/${name}`);
  const dir = path.join(ARTIFACTS, folder);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The page must not scroll sideways (checked at 375 px wide). Polled for a moment: right after a
 * viewport change, open popovers (a menu) are moved by floating-ui on the next frame, and the
 * width they stick out by until then is not what a person sees. An overflow that stays fails.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'page scrolls horizontally',
      timeout: 2_000,
    })
    .toBeLessThanOrEqual(0);
}

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
