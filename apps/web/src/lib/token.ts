import { ROLE, type SessionUser } from '@portal/domain';

/**
 * The session as the browser sees it: the JWT payload decoded without verification, used only for
 * display and routing. The server re-checks the token and the account on every call.
 */
function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : v == null || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);
const str = (v: unknown): string | null => (v == null ? null : String(v));

/** The session user of a token, or null when it cannot be read or has expired. */
export function userFromToken(token: string | null, now = Date.now()): SessionUser | null {
  if (!token) return null;
  const payload = decodePayload(token);
  if (!payload) return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return null;
  // Older tokens nest the fields under `user`; ours are flat.
  const u = (payload.user && typeof payload.user === 'object' ? payload.user : payload) as Record<string, unknown>;
  if (u.ROLE !== ROLE.STUDENT && u.ROLE !== ROLE.STAFF && typeof u.ROLE !== 'string') return null;
  return {
    ID: num(u.ID) ?? num(payload.sub) ?? 0,
    USERNAME: str(u.USERNAME) ?? '',
    // "Other roles are treated as staff"; the administrator is the one other role we know.
    ROLE: u.ROLE === ROLE.STUDENT ? ROLE.STUDENT : u.ROLE === ROLE.ADMIN ? ROLE.ADMIN : ROLE.STAFF,
    ROLE_DES: str(u.ROLE_DES) ?? '',
    D_ID: num(u.D_ID),
    D_NM: str(u.D_NM),
    FM_ID: num(u.FM_ID),
    NM: str(u.NM) ?? '',
    ROLNO: str(u.ROLNO),
    C_CODE: num(u.C_CODE),
    MAJ_ID: num(u.MAJ_ID),
    SE_ID: num(u.SE_ID),
    YEAR: num(u.YEAR),
    RN: num(u.RN),
    STD_ID: num(u.STD_ID),
    ...(u.MUST_CHANGE_PASSWORD === true ? { MUST_CHANGE_PASSWORD: true } : {}),
    ...(u.MFA_ENROL_REQUIRED === true ? { MFA_ENROL_REQUIRED: true } : {}),
  };
}

/** Milliseconds until the token expires (null when it carries no expiry). */
export function tokenExpiresIn(token: string | null, now = Date.now()): number | null {
  const exp = token ? decodePayload(token)?.exp : null;
  return typeof exp === 'number' ? exp * 1000 - now : null;
}

/** Whether the token's session was signed in through the university's single sign-on (its sign-out offers the provider's). */
export const signedInWithSso = (token: string | null): boolean => (token ? decodePayload(token)?.am === 'sso' : false);
