import { describe, expect, it } from 'vitest';
import { linesWith, pdffonts, pdftotext, plain, readRightToLeft } from '../test/pdf-readers.js';
import * as fx from '../test/urdu-fixtures.js';
import { URDU } from '../test/urdu-fixtures.js';
import { buildBankChallan } from './bank-challan.js';
import { buildCardPrintPdf } from './card-print.js';
import { buildClearanceForm } from './clearance-form.js';
import { buildIdCardFormPdf } from './id-card-request-form.js';
import { buildTransportCardFormPdf } from './transport-card-form.js';
import { buildTransportChallanPdf } from './transport-challan.js';

/**
 * Every PDF the portal hands out, for a student whose name, father's name and address are in Urdu, read
 * by software nobody here wrote: poppler's pdftotext and pdffonts (what a bank's reader, a search or a
 * print shop's check sees).
 */
const printedAt = new Date('2025-03-06T00:00:00Z');
const idForm = (address: string) => buildIdCardFormPdf({ institution: 'Government College University', request: fx.idCardDetail(address), photo: null, printedAt });
const card = (address: string, layout: 'cr80' | 'a4') => buildCardPrintPdf([{ face: fx.cardFace({ address }), token: 'a.b.c', photo: null }], layout, 'test');

/** The documents, each with whether it prints the address. */
const documents: [string, (address: string) => Promise<Buffer>, boolean][] = [
  ['ID-card request form', idForm, true],
  ['clearance challan', () => buildBankChallan(fx.clearanceChallan()), false],
  ['clearance form', (a) => buildClearanceForm(fx.clearanceForm(false, a)), true],
  ['clearance certificate', (a) => buildClearanceForm(fx.clearanceForm(true, a)), true],
  ['transport challan', () => buildTransportChallanPdf(fx.transportChallan()), false],
  ['transport card form', (a) => buildTransportCardFormPdf(fx.transportForm(a)), true],
  ['card print (CR80)', (a) => card(a, 'cr80'), true],
  ['card print (A4 sheet)', (a) => card(a, 'a4'), true],
];

/** Each document is built once per address and read by every test that needs it. */
const built = new Map<string, Promise<Buffer>>();
const once = (kind: string, build: (address: string) => Promise<Buffer>, address: string) => {
  const key = `${kind}\u0000${address}`;
  if (!built.has(key)) built.set(key, build(address));
  return built.get(key) as Promise<Buffer>;
};

describe.each(documents)('the %s with an Urdu name and address', (kind, make) => {
  const build = (address: string) => once(kind, make, address);
  it('embeds every font: Noto Sans for Latin text, Noto Naskh Arabic for Urdu, no standard PDF font', async () => {
    const fonts = pdffonts(await build(URDU.address));
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f, f.name).toMatchObject({ embedded: true });
    const names = fonts.map((f) => f.name).join(' ');
    expect(names).toMatch(/NotoSans-/);
    expect(names).toMatch(/NotoNaskhArabic-/);
    expect(names).not.toMatch(/Helvetica|Courier|Times/);
  });

  it("gives pdftotext the name and the father's name in reading order, spaces kept", async () => {
    const text = plain(pdftotext(await build(URDU.address)));
    expect(text).toContain(URDU.name);
    expect(text).toContain(URDU.fatherName);
  });
});

describe.each(documents.filter(([, , printsAddress]) => printsAddress))('the address on the %s', (kind, make) => {
  const build = (address: string) => once(kind, make, address);
  it('prints the address so that it reads right to left as written: 513 stays 513, 28 stays 28, commas after their words', async () => {
    const text = pdftotext(await build(URDU.address));
    const [line] = linesWith(text, 'مکان');
    expect(line).toBeDefined();
    expect(readRightToLeft(line)).toBe(URDU.address);
    expect(plain(text)).toContain('۵۱۳');
    expect(plain(text)).toContain('۲۸');
    expect(plain(text)).not.toMatch(/۳۱۵|۸۲/);
  });
});

describe('a long Urdu address', () => {
  it.each([
    ['ID-card request form', idForm],
    ['transport card form', (a: string) => buildTransportCardFormPdf(fx.transportForm(a))],
  ] as const)('wraps by words on the %s, each line reading on from the one before', async (_kind, build) => {
    const lines = pdftotext(await build(URDU.longAddress))
      .split('\n')
      .filter((l) => /[\u0600-\u06ff]/.test(l) && !plain(l).includes(URDU.name) && !plain(l).includes(URDU.fatherName));
    expect(lines.length).toBe(2);
    expect(lines.map(readRightToLeft).join(' ')).toBe(URDU.longAddress);
  });

  it('is cut with "…" at its reading end where the card has no room for it', async () => {
    const text = pdftotext(await card(URDU.longAddress, 'cr80'));
    const lines = text.split('\n').filter((l) => /[\u0600-\u06ff]/.test(l) && !plain(l).includes(URDU.name) && !plain(l).includes(URDU.fatherName));
    const read = lines.map(readRightToLeft).join(' ');
    expect(read.endsWith('…')).toBe(true);
    expect(URDU.longAddress.startsWith(read.slice(0, -1).trim())).toBe(true);
  });
});

describe('an address typed on two lines', () => {
  it('runs on as one line where the document has one line for it (the clearance form)', async () => {
    const typed = URDU.address.replace('، گلبرگ', '،\nگلبرگ');
    const lines = linesWith(pdftotext(await buildClearanceForm(fx.clearanceForm(false, typed))), 'مکان');
    expect(lines.map(readRightToLeft)).toEqual([URDU.address]);
  });
});

describe('English and Urdu on one line', () => {
  // The line is drawn in the algorithm's order: "that", the name (right to left), "(0012-BSCS-23) has".
  // pdftotext's own reordering takes the "(" after a right-to-left stretch into it, so the English
  // around the name is checked on each side of it, the name whole.
  it('keeps the sentence of the certificate whole around the Urdu name', async () => {
    const [line] = linesWith(pdftotext(await once('clearance certificate', (a) => buildClearanceForm(fx.clearanceForm(true, a)), URDU.address)), 'certify');
    const text = plain(line);
    expect(text).toMatch(/^This is to certify that /);
    expect(text).toContain(URDU.name);
    expect(text).toContain('0012-BSCS-23) has been cleared by every department');
  });
});
