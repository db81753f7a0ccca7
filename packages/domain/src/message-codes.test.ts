import { describe, expect, it } from 'vitest';
import { CLEARANCE_MSG } from './clearance/messages.js';
import { ID_CARD_MSG } from './id-cards/messages.js';
import { MESSAGE_ENTRIES, matchMessage, messageCode } from './message-codes.js';
import { MSG } from './messages.js';
import { TRANSPORT_MSG } from './transport/messages.js';
import { RECONCILE_MSG } from './challans/messages.js';
import { NOTIFICATION_MSG } from './notifications/schemas.js';

describe('message codes', () => {
  it('are the MSG key, or the area prefix and key', () => {
    expect(messageCode(MSG.unauthorized)).toBe('unauthorized');
    expect(messageCode(TRANSPORT_MSG.notOwnRequest)).toBe('transport.notOwnRequest');
    expect(messageCode(CLEARANCE_MSG.readOnlyLocked)).toBe('clearance.readOnlyLocked');
  });

  it('give the first code of a text several catalogues share (same words, same translation)', () => {
    expect(messageCode(CLEARANCE_MSG.requestDeleted)).toBe('deletedSuccessfully');
    expect(messageCode(MSG.stopUpdated)).toBe('routeUpdated');
  });

  it('match template messages and give their arguments', () => {
    expect(matchMessage(ID_CARD_MSG.requestNotFound(42))).toEqual({ code: 'idCard.requestNotFound', args: ['42'] });
    expect(matchMessage(ID_CARD_MSG.deletedRequestNotFound(7))).toEqual({ code: 'idCard.deletedRequestNotFound', args: ['7'] });
    expect(matchMessage(TRANSPORT_MSG.routeInUse(3))).toEqual({ code: 'transport.routeInUse', args: ['3'] });
    expect(MESSAGE_ENTRIES.find((e) => e.code === 'idCard.requestNotFound')?.text).toBe('ID-card request {{0}} does not exist or has been deleted.');
  });

  it('match templates of several arguments, giving them in parameter order', () => {
    expect(matchMessage(RECONCILE_MSG.badAmount(7, '12a'))).toEqual({ code: 'reconcile.badAmount', args: ['7', '12a'] });
    expect(MESSAGE_ENTRIES.find((e) => e.code === 'reconcile.badDate')?.text).toBe(
      'Line {{0}}: the date "{{1}}" is not a date (use DD-MM-YYYY or YYYY-MM-DD).',
    );
    expect(matchMessage(RECONCILE_MSG.columnNotFound('Amount (PKR)'))).toEqual({ code: 'reconcile.columnNotFound', args: ['Amount (PKR)'] });
  });

  it('cover the catalogues of later areas (notifications)', () => {
    expect(messageCode(NOTIFICATION_MSG.languageSaved)).toBe('notification.languageSaved');
  });

  it('give null for text of no catalogue', () => {
    expect(messageCode('title: Too small')).toBeNull();
  });

  it('are unique', () => {
    const codes = MESSAGE_ENTRIES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
