import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.2 AA, as issue 10 asks: every success criterion of level A and AA up to 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules we hold ourselves to as well (UI.md: "every page has one <main>"): content sits
 * in landmarks, and there is exactly one main landmark.
 */
export const AXE_EXTRA_RULES = ['region', 'landmark-one-main', 'landmark-no-duplicate-main'];

/** Minor findings are advice; everything from moderate up fails the journey. */
const FAILING = new Set(['critical', 'serious', 'moderate']);

/**
 * Pages that are not the app's own screens: the OpenAPI viewer at /api/docs is a third-party
 * document browser served for developers.
 */
const NOT_OURS = [/\/api\/docs/];

// Read once: AxeBuilder would otherwise read the 500 KB source for every check.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What AxeBuilder injects where axe is already in the page. Legacy mode injects its source before
 * every run, and evaluating 500 KB of script made up half of each check (about 100 of 230 ms on an
 * idle machine; a journey runs 20 to 70 checks on two cores shared with the server and a second
 * browser). Watched contexts load axe into each document once (preloadAxe), so a check is a run only.
 */
const AXE_PRESENT = 'void 0;';

/** Loads axe into every document of the context as it is created, before the page's own scripts. */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

export interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** True for the errors a check meets when the page navigates or closes while axe runs. */
export function isGoneError(err: unknown): boolean {
  const text = err instanceof Error ? err.message : String(err);
  // "reading 'run'" / "reading 'runPartial'": a full page load replaced the document between injecting
  // axe and running it (the new document has no window.axe).
  return /Execution context was destroyed|Target page, context or browser has been closed|has been closed|frame was detached|Frame was detached|navigat|reading 'run(Partial)?'|axe is not defined/i.test(
    text,
  );
}

export const isOurScreen = (url: string) => url.startsWith('http') && !NOT_OURS.some((re) => re.test(url));

/**
 * One axe run per page at a time: a screenshot's check and the navigation watcher may ask at once,
 * and axe refuses to start while it runs ('Axe is already running').
 */
const running = new WeakMap<Page, Promise<unknown>>();
function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const before = running.get(page) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(run);
  running.set(page, next);
  return next;
}

function analyze(page: Page): Promise<Result[]> {
  return oneAtATime(page, () => analyzeNow(page));
}

async function analyzeNow(page: Page): Promise<Result[]> {
  // A page outside a watched context (or a document that somehow missed the init script) gets the source.
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  const results = await new AxeBuilder({ page, axeSource: present ? AXE_PRESENT : axeSource })
    // Legacy mode runs axe inside the page. The default mode opens a blank page in the same browser
    // context to finish the run, which a journey waiting for a new tab (context 'page' event) would
    // take for the tab it opened. We have no cross-origin frames, which is what the default mode is for.
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations.filter((v) => FAILING.has(v.impact ?? ''));
}

const key = (rule: string, target: string) => `${rule} ${target}`;

/**
 * Waits (at most 5 s) for the page's finite CSS transitions and animations to end: a fade's colour
 * is only half there until it does. Spinners run forever and are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0));
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    })
    .catch((err: unknown) => {
      if (!isGoneError(err)) throw err;
    });
}

/** What moves on the page: finite animations running now, and how many have started since counting began. */
interface Motion {
  running: number;
  started: number;
}

/**
 * Counts the finite transitions and animations the document starts (installed once per document by
 * the first call). Spinners (infinite) are not motion here: they never end and change no colour.
 */
async function motion(page: Page): Promise<Motion | null> {
  return page
    .evaluate(() => {
      const w = window as { __axeMotionStarted?: number };
      if (w.__axeMotionStarted === undefined) {
        w.__axeMotionStarted = 0;
        const count = () => {
          w.__axeMotionStarted = (w.__axeMotionStarted ?? 0) + 1;
        };
        document.addEventListener('transitionrun', count, true);
        document.addEventListener(
          'animationstart',
          (e) => {
            const target = e.target instanceof Element ? e.target : null;
            if (target && getComputedStyle(target).animationIterationCount !== 'infinite') count();
          },
          true,
        );
      }
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0)).length;
      return { running, started: w.__axeMotionStarted };
    })
    .catch((err: unknown) => {
      if (isGoneError(err)) return null;
      throw err;
    });
}

/**
 * One run of axe once the page's fades have ended; `still` when nothing was fading as it began or
 * ended and nothing started in between (otherwise the run may have caught a fade).
 */
async function runWhenStill(page: Page): Promise<{ results: Result[]; still: boolean }> {
  await transitionsEnded(page);
  const before = await motion(page);
  const results = await analyze(page);
  const after = await motion(page);
  const still =
    before !== null &&
    after !== null &&
    before.running === 0 &&
    after.running === 0 &&
    after.started === before.started;
  return { results, still };
}

/** How long a check keeps trying for a still run before it reports what it last saw. */
const STILL_BUDGET_MS = 10_000;

/**
 * The violations on the page as it is now. A finding must show again in a run during which nothing
 * on the page moved (at least half a second after the first), so an element caught half-way through
 * a fade (a modal opening, a toast leaving) is not reported for a contrast it never really has.
 * Half a second alone was not enough on a loaded machine: CI on d5bb2a3 (load average 13) reported
 * two toasts of the onboarding journey at 1.58:1, their fade not yet advanced. Waiting for the fades
 * once before the second run was not enough either: CI on 92398ca reported the wizard's "Add
 * Education" dialog at 1.09:1 when the journey closed it and opened it again between the wait and
 * the run, so the run now counts what started while it ran and tries again if anything did.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const url = page.url();
  if (!isOurScreen(url)) return [];
  const first = await analyze(page);
  if (first.length === 0) return [];
  await page.waitForTimeout(500);
  const deadline = Date.now() + STILL_BUDGET_MS;
  let run = await runWhenStill(page);
  while (!run.still && Date.now() < deadline && page.url() === url) run = await runWhenStill(page);
  if (page.url() !== url) return [];
  const seen = new Set(first.flatMap((v) => v.nodes.map((n) => key(v.id, n.target.join(' ')))));
  return run.results
    .map((v) => ({
      url,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes
        .filter((n) => seen.has(key(v.id, n.target.join(' '))))
        .map((n) => ({
          target: n.target.join(' '),
          html: n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html,
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
    }))
    .filter((f) => f.nodes.length > 0);
}

/** One readable block per finding: impact, rule, what it means, where. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) =>
      [
        `[${f.impact}] ${f.rule}: ${f.help} (${f.url})`,
        `  ${f.helpUrl}`,
        ...f.nodes.map((n) => `  - ${n.target}\n      ${n.html}\n      ${n.summary}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Fails with the list of violations on the page as it is now (label says which screen). */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length > 0) {
    throw new Error(`Accessibility (axe, WCAG 2.2 AA) violations on ${label}:\n${describeFindings(findings)}`);
  }
}
