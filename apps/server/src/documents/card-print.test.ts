import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CardFace } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testJpeg } from '../test/factories.js';
import { CR80 } from './card-layout.js';
import { A4, A4_GRID, buildCardPrintPdf, slot } from './card-print.js';

const face = (over: Partial<CardFace> = {}): CardFace => ({
  kind: 'id-card',
  serial: 'IC-000001',
  institution: 'Government College University',
  name: 'Ayesha Siddiqa',
  fatherName: 'Muhammad Aslam',
  rollNo: '0012-BSCS-23',
  programme: 'BS Computer Science',
  session: '2023-2027',
  validUntil: '2027-12-31',
  bloodGroup: 'B+',
  contact: '03001234567',
  address: 'House 12, Street 4, Model Town, Lahore',
  rfId: '123456789',
  route: null,
  stop: null,
  passNo: null,
  ...over,
});

/** The fonts a PDF embeds, as pdffonts lists them. */
function fontsOf(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'card-fonts-')), 'x.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdffonts', [file]).toString();
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe('the print layouts', () => {
  it('puts ten CR80 cards edge to edge inside an A4 page, with room for crop marks', () => {
    const spots = Array.from({ length: 10 }, (_, i) => slot(i, false));
    for (const { x, y } of spots) {
      expect(x).toBeGreaterThan(10 * 2.83);
      expect(y).toBeGreaterThan(10 * 2.83);
      expect(x + CR80.width).toBeLessThan(A4.width - 10 * 2.83);
      expect(y + CR80.height).toBeLessThan(A4.height - 10 * 2.83);
    }
    expect(spots[1].x - spots[0].x).toBeCloseTo(CR80.width, 5);
    expect(spots[2].y - spots[0].y).toBeCloseTo(CR80.height, 5);
  });

  it.each(Array.from({ length: 10 }, (_, i) => i))('mirrors the columns of the backs: card %i prints behind its front', (i) => {
    const front = slot(i, false);
    const back = slot(i, true);
    expect(back.y).toBe(front.y);
    expect(back.x + CR80.width / 2).toBeCloseTo(A4.width - (front.x + CR80.width / 2), 5);
    expect(A4_GRID.columns).toBe(2);
  });

  it('embeds Noto Naskh Arabic for a name written in Urdu, and only Noto Sans otherwise', async () => {
    const photo = await testJpeg();
    const urdu = await buildCardPrintPdf([{ face: face({ name: 'علی رضا' }), token: 'a.b.c', photo }], 'cr80', 'test');
    expect(fontsOf(urdu)).toMatch(/NotoNaskhArabic/);
    const english = await buildCardPrintPdf([{ face: face(), token: 'a.b.c', photo }], 'cr80', 'test');
    expect(fontsOf(english)).not.toMatch(/NotoNaskhArabic/);
    expect(fontsOf(english)).toMatch(/NotoSans-Bold/);
    expect(fontsOf(english)).not.toMatch(/Helvetica|Courier/);
  });
});
