import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findUp } from './find-up';

/**
 * PDF text in any of India's main scripts. PDFKit's built-in fonts (Helvetica) draw Latin only, so a
 * patient called राम शर्मा or an instruction in Tamil came out as empty boxes. Each run of an Indian
 * script is drawn in its Noto Sans font (apps/server/assets/fonts, SIL Open Font License), shaped by
 * fontkit (conjuncts and vowel signs), and the rest stays in Helvetica. Only the glyphs used are
 * embedded, so a Latin-only document is as small as before.
 */
const SCRIPTS = [
  {
    font: 'NotoSansDevanagari',
    bold: true,
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
      [0x1cd0, 0x1cff],
    ],
  },
  { font: 'NotoSansBengali', bold: false, ranges: [[0x0980, 0x09ff]] },
  { font: 'NotoSansGurmukhi', bold: false, ranges: [[0x0a00, 0x0a7f]] },
  { font: 'NotoSansGujarati', bold: false, ranges: [[0x0a80, 0x0aff]] },
  { font: 'NotoSansOriya', bold: false, ranges: [[0x0b00, 0x0b7f]] },
  { font: 'NotoSansTamil', bold: false, ranges: [[0x0b80, 0x0bff]] },
  { font: 'NotoSansTelugu', bold: false, ranges: [[0x0c00, 0x0c7f]] },
  { font: 'NotoSansKannada', bold: false, ranges: [[0x0c80, 0x0cff]] },
  { font: 'NotoSansMalayalam', bold: false, ranges: [[0x0d00, 0x0d7f]] },
] as const;
type Script = (typeof SCRIPTS)[number];

/** Characters that belong to whichever run they sit in: spaces, joiners and the dandas (shared by scripts). */
const NEUTRAL = new Set(['\u200c', '\u200d', '\u0964', '\u0965']);

const scriptOf = (ch: string): Script | null | 'neutral' => {
  if (NEUTRAL.has(ch) || /\s/.test(ch)) return 'neutral';
  const cp = ch.codePointAt(0)!;
  return SCRIPTS.find((s) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) ?? null;
};

export interface ScriptRun {
  text: string;
  /** null: Latin and everything else, drawn in the built-in font. */
  script: Script | null;
}

/** The text cut where its script changes; neutral characters join the run they follow (or the first one). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let lead = '';
  for (const ch of text) {
    const s = scriptOf(ch);
    const last = runs.at(-1);
    if (s === 'neutral') {
      if (last) last.text += ch;
      else lead += ch;
    } else if (last && last.script === s) last.text += ch;
    else {
      runs.push({ text: lead + ch, script: s });
      lead = '';
    }
  }
  if (lead) runs.push({ text: lead, script: null });
  return runs;
}

const FONTS = findUp(import.meta.dirname, 'assets/fonts/OFL.txt');
const files = new Map<string, Buffer>();
const fontFile = (name: string) => {
  let data = files.get(name);
  if (!data) {
    data = readFileSync(path.join(FONTS, `${name}.ttf`));
    files.set(name, data);
  }
  return data;
};

export type TextOptions = PDFKit.Mixins.TextOptions & {
  /** The Latin font (a built-in one): Helvetica, Helvetica-Bold or Helvetica-Oblique. */
  font?: 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';
  x?: number;
  y?: number;
};

/**
 * `write(text, options)` for one document: like `pdf.text`, at x/y when given, with `continued`
 * to go on in the same paragraph. Leaves the Latin font selected.
 */
export function scriptWriter(pdf: PDFKit.PDFDocument) {
  const registered = new Set<string>();
  const use = (script: Script | null, latin: string) => {
    if (!script) return pdf.font(latin);
    const name = `${script.font}-${script.bold && latin.endsWith('Bold') ? 'Bold' : 'Regular'}`;
    if (!registered.has(name)) {
      pdf.registerFont(name, fontFile(name));
      registered.add(name);
    }
    return pdf.font(name);
  };
  return (text: string, { font = 'Helvetica', x, y, continued, ...options }: TextOptions = {}) => {
    const runs = scriptRuns(text);
    if (runs.length === 0) runs.push({ text: '', script: null });
    const aligned = options.align === 'right' || options.align === 'center';
    if (runs.length > 1 && aligned && !continued) return alignedLine(runs, font, x ?? pdf.x, y ?? pdf.y, options);
    runs.forEach((run, i) => {
      use(run.script, font);
      const opts = { ...options, continued: i < runs.length - 1 || !!continued };
      if (i === 0 && (x !== undefined || y !== undefined)) pdf.text(run.text, x, y, opts);
      else pdf.text(run.text, opts);
    });
    return pdf.font(font);
  };

  // PDFKit lays out continued runs one after another from the left edge and cannot right-align or
  // centre them as one line: each run is placed by its measured width instead (one line only).
  function alignedLine(runs: ScriptRun[], font: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
    const widths = runs.map((r) => use(r.script, font).widthOfString(r.text));
    const total = widths.reduce((a, b) => a + b, 0);
    const box = options.width ?? pdf.page.width - pdf.page.margins.right - x;
    let at = x + (options.align === 'right' ? box - total : (box - total) / 2);
    let height = 0;
    runs.forEach((run, i) => {
      use(run.script, font).text(run.text, at, y, { lineBreak: false });
      height = Math.max(height, pdf.currentLineHeight(true));
      at += widths[i]!;
    });
    // The next line starts below the tallest run, where pdf.text would have put it.
    pdf.x = x;
    pdf.y = y + height;
    return pdf.font(font);
  }
}
