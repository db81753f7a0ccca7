import { describe, expect, it } from 'vitest';
import { ROLE } from '@portal/domain';
import { userFromToken } from './token';

// JWT segments are base64url of UTF-8 JSON.
const b64url = (o: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
const NOW = Date.UTC(2025, 0, 1);

describe('userFromToken', () => {
  it('reads the flat session fields of our tokens', () => {
    const u = userFromToken(jwt({ ID: 7, ROLE: 'FMR', D_ID: 101, D_NM: 'Card Office', NM: 'Ayesha Ümar', exp: NOW / 1000 + 60 }), NOW);
    expect(u).toMatchObject({ ID: 7, ROLE: ROLE.STAFF, D_ID: 101, D_NM: 'Card Office', NM: 'Ayesha Ümar', ROLNO: null });
  });

  it('reads the older nested `user` payload', () => {
    expect(userFromToken(jwt({ user: { ROLE: 'STDR', ROLNO: '2020-1', YEAR: '2020' } }), NOW)).toMatchObject({ ROLE: ROLE.STUDENT, ROLNO: '2020-1', YEAR: 2020 });
  });

  it('rejects expired, malformed and role-less tokens', () => {
    expect(userFromToken(jwt({ ROLE: 'FMR', exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(userFromToken('garbage', NOW)).toBeNull();
    expect(userFromToken(jwt({ NM: 'x' }), NOW)).toBeNull();
    expect(userFromToken(null, NOW)).toBeNull();
  });
});
