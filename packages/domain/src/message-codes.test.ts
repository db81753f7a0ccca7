import { describe, expect, it } from 'vitest';
import { ID_CARD_MSG } from './id-cards/messages.js';
import { codeOf, codeOfFixedText, M, MESSAGE_CATALOGUES, messageEntries, uncoded, zodIssueMessage } from './message-codes.js';
import { MSG } from './messages.js';
import { TRANSPORT_MSG } from './transport/messages.js';
import { RECONCILE_MSG } from './challans/messages.js';
import { NOTIFICATION_MSG } from './notifications/messages.js';

describe('message codes', () => {
  it('are the common key, or the area prefix and key, and travel with the words', () => {
    expect(M.common.unauthorized).toEqual({ code: 'unauthorized', text: MSG.unauthorized });
    expect(M.transport.notOwnRequest).toEqual({ code: 'transport.notOwnRequest', text: TRANSPORT_MSG.notOwnRequest });
    expect(M.clearance.readOnlyLocked.code).toBe('clearance.readOnlyLocked');
    expect(M.notification.languageSaved.code).toBe('notification.languageSaved');
  });

  it('say each message once: no two entries of any catalogues have the same words', () => {
    const seen = new Map<string, string>();
    const repeated = messageEntries().flatMap((e) => {
      const first = seen.get(e.text);
      seen.set(e.text, first ?? e.code);
      return first ? [`${e.code} repeats ${first}`] : [];
    });
    expect(repeated).toEqual([]);
  });

  it('M codes every catalogue under its own prefix (the audit search says only schema words, looked up by them)', () => {
    const coded = M as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(coded).sort()).toEqual(Object.keys(MESSAGE_CATALOGUES).filter((a) => a !== 'audit').sort());
    for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
      if (area === 'audit') continue;
      expect(Object.keys(coded[area])).toEqual(Object.keys(catalogue));
      for (const [key, value] of Object.entries(catalogue)) {
        if (typeof value === 'string') expect(coded[area][key]).toEqual({ code: codeOf(area, key), text: value });
      }
    }
  });

  it('templates make a message with its code, words and arguments', () => {
    expect(M.idCard.requestNotFound(42)).toEqual({ code: 'idCard.requestNotFound', text: ID_CARD_MSG.requestNotFound(42), args: ['42'] });
    expect(M.reconcile.badAmount(7, '12a')).toEqual({ code: 'reconcile.badAmount', text: RECONCILE_MSG.badAmount(7, '12a'), args: ['7', '12a'] });
  });

  it('list every message for the translations, a template with {{0}}, {{1}} … in parameter order', () => {
    expect(messageEntries().find((e) => e.code === 'idCard.requestNotFound')?.text).toBe('ID-card request {{0}} does not exist or has been deleted.');
    expect(messageEntries().find((e) => e.code === 'reconcile.badDate')?.text).toBe(
      'Line {{0}}: the date "{{1}}" is not a date (use DD-MM-YYYY or YYYY-MM-DD).',
    );
    expect(messageEntries().find((e) => e.code === 'transport.applied')?.text).toBe(TRANSPORT_MSG.applied);
  });

  it("a zod check's bare words find the code of the fixed message with those words; nothing else does", () => {
    expect(codeOfFixedText(NOTIFICATION_MSG.language)).toBe('notification.language');
    expect(zodIssueMessage({ message: MSG.forbidden })).toEqual(M.common.forbidden);
    expect(codeOfFixedText(ID_CARD_MSG.requestNotFound(42))).toBeNull();
    expect(codeOfFixedText('title: Too small')).toBeNull();
    expect(zodIssueMessage({ message: 'title: Too small' })).toEqual(uncoded('title: Too small'));
  });

  it('are unique', () => {
    const codes = messageEntries().map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
