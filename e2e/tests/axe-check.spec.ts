import { expect, type Page, test } from '@playwright/test';
import { axeFindings } from '../support/axe';

/**
 * The accessibility check itself (support/axe.ts), on a real screen: it must report a contrast that
 * stays too low, and must not report one caught half-way through a fade that ends readable. Plain
 * Playwright here: the journeys' watcher would (rightly) fail this file for what it plants.
 */
/** A paragraph of text with the given style, laid out at once (planted outside the app's root, which React owns). */
async function plant(page: Page, id: string, style: string): Promise<void> {
  await page.evaluate(
    ([id, style]) => {
      const p = document.createElement('p');
      p.id = id;
      p.textContent = `Planted text ${id}`;
      p.style.cssText = style;
      document.body.append(p);
      p.getBoundingClientRect();
    },
    [id, style] as const,
  );
}

/** The elements the check reports for contrast. */
async function contrastFindings(page: Page): Promise<string[]> {
  const findings = await axeFindings(page);
  return findings.filter((f) => f.rule === 'color-contrast').flatMap((f) => f.nodes.map((n) => n.target));
}

test.describe('the axe check of the journeys', () => {
  test.beforeEach(async ({ page }) => {
    // A page that stays put: the check reports nothing for a page whose address changed between its runs.
    await page.goto('/user/patient/login');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/user\/patient\/login$/);
  });

  test('reports text that stays too faint to read', async ({ page }) => {
    await plant(page, 'planted-faint', 'color:#dddddd;background:#ffffff');
    expect(await contrastFindings(page)).toContain('#planted-faint');
  });

  test('does not report text caught fading in, once the fade ends readable', async ({ page }) => {
    // Faint for 4 seconds, then readable at once (a step): the two runs of the old check, half a
    // second apart, both fell inside it.
    await plant(page, 'planted-fade', 'color:#1a1a1a;background:#ffffff;opacity:0.15');
    await page.evaluate(() => {
      const p = document.getElementById('planted-fade')!;
      p.style.transition = 'opacity 4s steps(1, end)';
      p.style.opacity = '1';
    });
    expect(await contrastFindings(page)).not.toContain('#planted-fade');
  });

  test('does not report a fade that starts again as the last one ends, once it stops readable', async ({ page }) => {
    // A dialog closed and opened again, five times over: faint for 0.8 s, then a new fade starts the
    // moment the last one ends. The check waited for the running fade and ran just as the next began
    // (CI on 92398ca, the wizard's "Add Education" dialog at 1.09:1).
    await plant(page, 'planted-refade', 'color:#1a1a1a;background:#ffffff;opacity:0.15');
    await page.evaluate(() => {
      const p = document.getElementById('planted-refade')!;
      let left = 5;
      const fade = () => {
        p.style.transition = 'none';
        p.style.opacity = '0.15';
        p.getBoundingClientRect();
        p.style.transition = 'opacity 0.8s steps(1, end)';
        p.style.opacity = '1';
      };
      p.addEventListener('transitionend', () => {
        left -= 1;
        if (left > 0) fade();
      });
      fade();
    });
    expect(await contrastFindings(page)).not.toContain('#planted-refade');
  });
});
