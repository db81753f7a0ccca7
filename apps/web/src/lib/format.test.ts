import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as languages from '@portal/domain/languages';
import { i18n } from '../i18n/i18n';
import { setUrduData } from '../i18n/urdu-data';
import { formatDateLong, formatDateMonth, formatNumber } from './format';
import { formatDateMonthForFile, formatDateTime, formatDayMonth } from './format-time';

const SRC = join(__dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Ways of writing a date or number that bypass the one formatter (and so the reader's language). */
const OWN_FORMATTING = [
  /\.to(?:Locale(?:Date|Time)?|Date|Time|UTC)String\(/,
  /\bIntl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/,
  // The domain's month-named formats are English only; screens take them from lib/format.
  /import\s*\{[^}]*\bformatDate(?:Long|Month)\b[^}]*\}\s*from\s*'@portal\/domain'/,
];

// The Urdu tables arrive with the Urdu catalogue (load-language.ts).
setUrduData(languages);

describe('one date and number formatter per language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('no screen writes dates or numbers itself', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (/[/\\]lib[/\\]format(-time)?\.ts$/.test(file)) continue;
      const code = readFileSync(file, 'utf8');
      for (const rule of OWN_FORMATTING) if (rule.test(code)) offenders.push(`${file.slice(SRC.length + 1)}: ${rule.source}`);
    }
    expect(offenders).toEqual([]);
  });

  it('names months in the current language, with the same digits', async () => {
    expect(formatDateLong('2026-11-26')).toBe('26 November 2026');
    expect(formatDateMonth('2026-11-26')).toBe('26-Nov-2026');
    expect(formatDayMonth('2026-03-16')).toBe('16 Mar');
    expect(formatNumber(1234567)).toBe('1,234,567');
    await i18n.changeLanguage('ur');
    expect(formatDateLong('2026-11-26')).toBe('26 نومبر 2026');
    expect(formatDateMonth('2026-11-26')).toBe('26 نومبر 2026');
    expect(formatDayMonth('2026-03-16')).toBe('16 مارچ');
    expect(formatNumber(1234567)).toBe('1,234,567');
    // Files keep English.
    expect(formatDateMonthForFile('2026-11-26')).toBe('26-Nov-2026');
  });

  it('a moment is its day and its time, in the browser\'s time zone', async () => {
    const at = new Date(2026, 10, 26, 14, 5);
    expect(formatDateTime(at)).toBe('26-11-2026 14:05');
    await i18n.changeLanguage('ur');
    expect(formatDateTime(at.toISOString())).toBe('26-11-2026 14:05');
  });
});
