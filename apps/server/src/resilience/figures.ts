import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the parts of one resilience run leave their figures (the global teardown prints them). */
export const FIGURES_FILE = path.join(os.tmpdir(), 'portal-resilience-figures.jsonl');

/** One line of the closing table: the part, what was counted, and the figure. */
export function recordFigure(part: string, what: string, figure: string | number): void {
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify({ part, what, figure: String(figure) })}\n`);
}

/** The closing table as Markdown (also pasted into the README by hand after a run). */
export function figuresTable(database: string): string {
  if (!fs.existsSync(FIGURES_FILE)) return '';
  const lines = fs.readFileSync(FIGURES_FILE, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { part: string; what: string; figure: string });
  const rows = lines.map((l) => `| ${l.part} | ${l.what} | ${l.figure} |`);
  return [`Resilience figures (${database})`, '', '| part | what | figure |', '| --- | --- | --- |', ...rows].join('\n');
}
