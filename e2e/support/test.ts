/**
 * The journeys' `test` and `expect`: Playwright's, plus an accessibility check (axe-core, WCAG 2.2 AA)
 * on every screen a journey visits. Import from here instead of '@playwright/test':
 *
 *   import { expect, type Page, test } from '../support/test';
 *
 * Every page the test opens (its `page`, new tabs, pages of contexts made with `browser.newContext`)
 * is checked shortly after each navigation (including the app's own route changes) and once more
 * when the test ends; `snap()` checks before each screenshot. Any critical, serious or moderate
 * violation fails the journey with a list of rules and elements.
 */
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type AxeFinding, axeFindings, describeFindings, isGoneError } from './axe';

export * from '@playwright/test';

/** How long a screen has to be still after a navigation before it is checked. */
const SETTLE_MS = 800;

class AxeWatch {
  private readonly findings = new Map<string, AxeFinding>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<Page, NodeJS.Timeout>();
  private readonly pages = new Set<Page>();
  private readonly errors: string[] = [];
  private stopped = false;

  watchContext(context: BrowserContext): void {
    context.on('page', (p) => this.watchPage(p));
    for (const p of context.pages()) this.watchPage(p);
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

  /** Checks the page once it has stayed on one address for SETTLE_MS. */
  private schedule(page: Page): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(page));
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        this.check(page);
      }, SETTLE_MS),
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
      watch.watchContext(context);
      // Journeys open a second person's browser with browser.newContext(): watch those too.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        watch.watchContext(created);
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
