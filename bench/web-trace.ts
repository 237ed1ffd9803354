/**
 * Where a page's main-thread JavaScript went, from a trace `npm run bench:web` kept
 * (`BENCH_WEB_SAVE=<folder>`): the page process's CPU samples, each mapped through the build's
 * source maps to its original file and function.
 *
 *   node --import tsx bench/web-trace.ts <run>.trace.json <the build's dist folder> [top=30]
 *   node --import tsx bench/web-trace.ts <run>.trace.json <dist> --tasks[=12.5]
 *
 * The first form prints the total (the page's own JavaScript, unthrottled: Lighthouse's simulated
 * phone multiplies it by 4), then self time per original file and per function. Samples are counted at
 * the profile's median interval, so a gap while the page was idle is not charged to the sample after
 * it, and the browser's own processes (DevTools' mojo bindings) are left out: they share the trace,
 * not the page.
 *
 * `--tasks` lists the page's main-thread tasks longer than the given milliseconds (12.5 by default:
 * what the 4× slowdown turns into a 50 ms long task, the unit of Total Blocking Time), each with the
 * browser's steps inside it (a module's evaluation, a timer, style and layout) and the functions its
 * samples were in: the app's own functions inclusive (their callees counted), then the busiest
 * functions by self time. Here a sample stands for the time since the one before it (at most 5 ms):
 * inside a long task the profiler samples less often than its median interval. Work spread thinly over a whole load (react-dom) tops the totals; one
 * avoidable call that lengthens a task (a first Intl formatter, a forced layout) shows here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid?: number;
  id?: string;
  ts: number;
  dur?: number;
  args: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
}

const args = process.argv.slice(2);
const tasksFlag = args.find((a) => a.startsWith('--tasks'));
const [traceFile, dist, topArg] = args.filter((a) => !a.startsWith('--'));
if (!traceFile || !dist) {
  console.error('usage: node --import tsx bench/web-trace.ts <run>.trace.json <dist folder> [top] [--tasks[=ms]]');
  process.exit(2);
}
const distDir: string = dist;
const top = Number(topArg ?? 30);
const raw = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
const chunks = events.filter((e) => e.name === 'ProfileChunk');
// The page's renderer: the process whose profile runs the build's scripts.
const pagePid = chunks.find((e) =>
  e.args.data?.cpuProfile?.nodes?.some((n) => /\/assets\/.*\.js/.test(n.callFrame.url ?? '')),
)?.pid;
if (pagePid === undefined) throw new Error('no CPU profile of the page in this trace (was BENCH_WEB_SAVE set?)');

/** The page's profile: its call tree, and every sample with its time (µs, the trace's clock). */
function pageProfile() {
  const nodes = new Map<number, ProfileNode>();
  /** `ms`: the time since the profile's previous sample, at most 5 ms (an idle gap is not this sample's work). */
  const samples: { at: number; node: number; ms: number }[] = [];
  const deltas: number[] = [];
  // A profile's chunks continue one clock that starts at its 'Profile' event.
  const clock = new Map<string | undefined, number>();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pagePid) clock.set(e.id, e.args.data?.startTime ?? e.ts);
  for (const e of chunks) {
    if (e.pid !== pagePid) continue;
    for (const n of e.args.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = e.args.data?.cpuProfile?.samples ?? [];
    const gaps = e.args.data?.timeDeltas ?? [];
    let at = clock.get(e.id) ?? 0;
    ids.forEach((node, i) => {
      const gap = gaps[i] ?? 0;
      at += gap;
      samples.push({ at, node, ms: Math.min(Math.max(gap, 0), 5000) / 1000 });
    });
    clock.set(e.id, at);
    deltas.push(...gaps.filter((d) => d > 0));
  }
  deltas.sort((a, b) => a - b);
  return { nodes, samples, intervalMs: (deltas[Math.floor(deltas.length / 2)] ?? 0) / 1000 };
}
const { nodes, samples, intervalMs } = pageProfile();

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  const file = path.join(distDir, new URL(url).pathname);
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  return maps.get(file) ?? null;
}

/** The original file and function of a sampled frame (the minified place when the map has none). */
function origin(frame: CallFrame): { file: string; fn: string } {
  const url = frame.url ?? '';
  if (!url.startsWith('http')) return { file: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const p = mapOf(url)?.originalPositionFor({ line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  if (!p?.source) {
    const at = `${path.basename(new URL(url).pathname)}:${frame.lineNumber}:${frame.columnNumber}`;
    return { file: path.basename(new URL(url).pathname), fn: `${frame.functionName || '(top level)'} @ ${at}` };
  }
  const file = p.source.replace(/.*node_modules\//, 'node_modules/').replace(/.*\/(apps|packages)\//, '$1/');
  return { file, fn: `${p.name ?? frame.functionName ?? '(anonymous)'} @ ${file}:${p.line}` };
}
const origins = new Map<number, { file: string; fn: string }>();
function originOf(id: number): { file: string; fn: string } {
  const known = origins.get(id);
  if (known) return known;
  const found = origin(nodes.get(id)!.callFrame);
  origins.set(id, found);
  return found;
}
const isIdle = (id: number) => /^\((idle|program|root)\)$/.test(nodes.get(id)?.callFrame.functionName ?? '');

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
const rows = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');

function totals() {
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const { node } of samples) {
    if (!nodes.has(node) || isIdle(node)) continue;
    const { file, fn } = originOf(node);
    total += intervalMs;
    add(byFile, file, intervalMs);
    add(byFn, fn, intervalMs);
  }
  console.log(`page JavaScript: ${total.toFixed(0)} ms (sample interval ${(intervalMs * 1000).toFixed(0)} µs)\n`);
  console.log(`by file\n${rows(byFile, top)}\n\nby function\n${rows(byFn, top)}`);
}

function longTasks(minMs: number) {
  const mainTid = events.find(
    (e) => e.pid === pagePid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  const slices = events
    .filter((e) => e.pid === pagePid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const isTask = (e: TraceEvent) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const tasks = slices.filter((e) => isTask(e) && e.dur! / 1000 > minMs);
  const start = events.find((e) => e.pid === pagePid && e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  console.log(`main-thread tasks over ${minMs} ms (unthrottled; times from the navigation's start)\n`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = slices.filter((e) => e !== task && !isTask(e) && e.ts >= task.ts && e.ts + e.dur! <= end);
    // The browser's steps: slices not nested in a longer one of the task, 1 ms or more.
    const steps = inside
      .filter(
        (e) =>
          e.dur! >= 1000 &&
          !inside.some((o) => o !== e && o.dur! > e.dur! && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!),
      )
      .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(1)}`);
    const own = new Map<string, number>();
    const self = new Map<string, number>();
    for (const { at, node, ms } of samples) {
      if (at < task.ts || at > end || !nodes.has(node) || isIdle(node)) continue;
      add(self, originOf(node).fn, ms);
      const seen = new Set<string>();
      for (let n = nodes.get(node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const { file, fn } = originOf(n.id);
        if (/^(apps|packages)\//.test(file) && !seen.has(fn)) {
          seen.add(fn);
          add(own, fn, ms);
        }
      }
    }
    console.log(
      `@${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(1)} ms: ${steps.join(', ')}`,
    );
    if (own.size) console.log(`  app, inclusive:\n${rows(own, 6)}`);
    if (self.size) console.log(`  self:\n${rows(self, 6)}`);
  }
}

if (tasksFlag) longTasks(Number(tasksFlag.split('=')[1] ?? 12.5));
else totals();
