/**
 * The journeys' `test` and `expect`: Playwright's, plus an accessibility check (axe-core, WCAG 2.2 AA)
 * on every screen a journey visits. Import from here instead of '@playwright/test':
 *
 *   import { expect, type Page, test } from '../support/test';
 *
 * Every page the test opens (its `page`, new tabs, pages of contexts made with `browser.newContext`)
 * is checked shortly after each navigation (including the app's own route changes), shortly after a
 * dialog opens on the same address (a modal, a drawer, a confirmation: screens too, though the URL
 * stays), and once more when the test ends; `snap()` checks before each screenshot. Any critical, serious or moderate
 * violation fails the journey with a list of rules and elements.
 */
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type AxeFinding, axeFindings, describeFindings, isGoneError, preloadAxe } from './axe';

export * from '@playwright/test';

/** How long a screen has to be still after a navigation before it is checked. */
const SETTLE_MS = 800;

/** The page tells the watch through this binding when a dialog has opened. */
const DIALOG_BINDING = '__axeDialogOpened';

/** A dialog is checked once its opening transition (Mantine: 200 ms) is over. */
const DIALOG_SETTLE_MS = 300;

/**
 * Runs in every document: reports each modal dialog (modal, drawer, confirmation, an alert card) as it
 * is added. Popovers (date and time pickers, menus) are not screens of their own: a journey that opens
 * one on purpose checks it itself.
 */
function watchDialogs(binding: string): void {
  const selector = '[role="dialog"][aria-modal="true"], [role="alertdialog"]';
  const report = () => (window as unknown as Record<string, () => void>)[binding]?.();
  const observe = () =>
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches(selector) || n.querySelector(selector))) return report();
    }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe, { once: true });
}

class AxeWatch {
  private readonly findings = new Map<string, AxeFinding>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<Page, NodeJS.Timeout>();
  private readonly pages = new Set<Page>();
  private readonly errors: string[] = [];
  private stopped = false;

  async watchContext(context: BrowserContext): Promise<void> {
    await preloadAxe(context);
    context.on('page', (p) => this.watchPage(p));
    for (const p of context.pages()) this.watchPage(p);
    await context.exposeBinding(DIALOG_BINDING, ({ page }) => {
      if (page) this.schedule(page, DIALOG_SETTLE_MS);
    });
    await context.addInitScript(watchDialogs, DIALOG_BINDING);
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    page.on('close', () => {
      clearTimeout(this.timers.get(page));
      this.timers.delete(page);
    });
  }

  /** Checks the page once it has stayed still for settleMs (one address; a dialog open). */
  private schedule(page: Page, settleMs = SETTLE_MS): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(page));
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        this.check(page);
      }, settleMs),
    );
  }

  private check(page: Page): Promise<void> {
    if (page.isClosed()) return Promise.resolve();
    const run = axeFindings(page)
      .then((found) => this.record(found))
      .catch((err) => {
        // The journey moved on or closed the page mid-check: the next screen gets its own check.
        if (!isGoneError(err)) this.errors.push(err instanceof Error ? err.message : String(err));
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
    return run;
  }

  private record(found: AxeFinding[]): void {
    for (const f of found) {
      const k = `${f.url} ${f.rule}`;
      const known = this.findings.get(k);
      if (!known) this.findings.set(k, f);
      else {
        const targets = new Set(known.nodes.map((n) => n.target));
        known.nodes.push(...f.nodes.filter((n) => !targets.has(n.target)));
      }
    }
  }

  /** Waits for checks under way, checks every open page as the test left it, and reports. */
  async finish(): Promise<string | null> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.pending]);
    await Promise.all([...this.pages].filter((p) => !p.isClosed()).map((p) => this.check(p)));
    if (this.errors.length > 0) return `axe could not run: ${this.errors.join('; ')}`;
    if (this.findings.size === 0) return null;
    return describeFindings([...this.findings.values()]);
  }
}

export const test = base.extend<{ axeWatch: undefined }>({
  axeWatch: [
    async ({ context, browser }, use) => {
      const watch = new AxeWatch();
      await watch.watchContext(context);
      // Journeys open a second person's browser with browser.newContext(): watch those too.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        await watch.watchContext(created);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      const report = await watch.finish();
      if (report)
        throw new Error(`Accessibility (axe, WCAG 2.2 AA) violations on screens this journey visited:\n${report}`);
    },
    { auto: true },
  ],
});
