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
 * The page must not scroll sideways (checked at 375 px wide). Polled: right after a viewport change or
 * a first paint, the app is still catching up (floating-ui moves open popovers on the next frame; the
 * prerendered sign-up page is taken over by the app; media-query hooks re-render the shell), and on two
 * busy cores that has taken over 2 s (CI at 3587008: two passing pages failed a 2 s poll). An overflow
 * that stays for 10 s fails, naming the elements that stick out so the failure says what to fix.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const by = root.scrollWidth - root.clientWidth;
      if (by <= 0) return { by, culprits: [] as string[] };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
        // the outermost ones: an overflowing child of an overflowing parent says nothing new
        .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5))
        .slice(0, 5)
        .map((el) => `${el.outerHTML.slice(0, 120)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
      return { by, culprits };
    });
  let last = { by: 0, culprits: [] as string[] };
  await expect
    .poll(
      async () => {
        last = await overflow();
        return last.by;
      },
      { message: 'page scrolls horizontally', timeout: 10_000 },
    )
    .toBeLessThanOrEqual(0)
    .catch((err: Error) => {
      throw new Error(`${err.message}\nwider than the page by ${last.by} px:\n${last.culprits.join('\n')}`);
    });
}

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
