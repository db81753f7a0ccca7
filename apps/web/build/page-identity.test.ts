import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The page and the card verifier's installed app show one colour in the browser's bar, and the icon a
// browser asks for on its first visit (`/favicon.ico`, whatever the page links) is a real file.
const web = path.resolve(import.meta.dirname, '..');
const page = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(web, 'public/verify-card.webmanifest'), 'utf8'));

describe("the page's identity", () => {
  it("gives the page and the verifier's manifest one theme colour", () => {
    const meta = page.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
    expect(meta).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.theme_color.toLowerCase()).toBe(meta?.toLowerCase());
  });

  it('links /favicon.ico, an icon file the build ships', () => {
    expect(page).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
    const icon = fs.readFileSync(path.join(web, 'public/favicon.ico'));
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
