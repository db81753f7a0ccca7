import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StudentShellHeader } from '../app/layouts/student-header-shell';

const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe("the page's first paint (index.html)", () => {
  it('draws the same header as the app draws while the student layout loads', () => {
    expect(page).toContain(renderToStaticMarkup(<StudentShellHeader />));
  });

  it('is hidden from screen readers and holds nothing but the headers, an empty title for a screen and a loader', () => {
    const firstPaint = /<div class="first-paint" aria-hidden="true">([\s\S]*?)<\/div>\s*<div id="root">/.exec(page)?.[1] ?? '';
    expect(firstPaint).toContain('<header class="student-header-shell">');
    // The navigation bar's title and the screen's are filled in by the page's script, as text (./first-paint.ts).
    expect(firstPaint).toContain('<header class="top-nav-first-header"><span class="top-nav-first-burger"></span><p class="top-nav-first-title"></p></header>');
    expect(firstPaint).toContain('<p class="first-paint-page-title"></p>');
    expect(firstPaint).toContain('<span class="first-paint-loader"></span>');
    expect(firstPaint).not.toMatch(/<(a|button|input|script|img)\b/);
  });
});
