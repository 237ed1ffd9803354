/**
 * Where a page's main-thread JavaScript went, from a trace `npm run bench:web` kept
 * (`BENCH_WEB_SAVE=<folder>`): the page process's CPU samples, each mapped through the build's
 * source maps to its original file and function, summed as self time.
 *
 *   node --import tsx bench/web-trace.ts <run>.trace.json <the build's dist folder> [top=30]
 *
 * Prints the total (the page's own JavaScript, unthrottled: Lighthouse's simulated phone multiplies
 * it by 4), then self time per original file and per function. Samples are counted at the profile's
 * median interval, so a gap while the page was idle is not charged to the sample after it, and the
 * browser's own processes (DevTools' mojo bindings) are left out: they share the trace, not the page.
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
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  pid: number;
  args: { data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

const [traceFile, dist, topArg] = process.argv.slice(2);
if (!traceFile || !dist) {
  console.error('usage: node --import tsx bench/web-trace.ts <run>.trace.json <dist folder> [top]');
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

const nodes = new Map<number, ProfileNode>();
const samples = new Map<number, number>();
const deltas: number[] = [];
for (const e of chunks) {
  if (e.pid !== pagePid) continue;
  for (const n of e.args.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  for (const id of e.args.data?.cpuProfile?.samples ?? []) samples.set(id, (samples.get(id) ?? 0) + 1);
  deltas.push(...(e.args.data?.timeDeltas ?? []).filter((d) => d > 0));
}
deltas.sort((a, b) => a - b);
const intervalMs = (deltas[Math.floor(deltas.length / 2)] ?? 0) / 1000;

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

const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
let total = 0;
for (const [id, count] of samples) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame || /^\((idle|program|root)\)$/.test(frame.functionName)) continue;
  const ms = count * intervalMs;
  const { file, fn } = origin(frame);
  total += ms;
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
  byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
}
const rows = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
console.log(`page JavaScript: ${total.toFixed(0)} ms (sample interval ${(intervalMs * 1000).toFixed(0)} µs)\n`);
console.log(`by file\n${rows(byFile)}\n\nby function\n${rows(byFn)}`);
