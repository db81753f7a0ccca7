import { M, type Message, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { loadSession } from './session-read.js';
import { TokenService, type SignInMethod } from './tokens.js';
import { endingsHere, whySessionsEnded } from './end-sessions.js';

type Session = Awaited<ReturnType<typeof loadSession>>;
interface Entry {
  session: Session;
  /** When it was read (ms); a cached read older than the cache's lifetime is read again. */
  readAt: number;
  /** How many times this process had ended the account's sessions before the read: a later ending reads again. */
  endings: number;
  pending?: Promise<Session>;
}

/** Past this many cached accounts, expired entries are swept before another is added. */
const SWEEP_AT = 10_000;

/**
 * The one session issuer and reader. A token's signature and expiry are checked on every request; the
 * account behind it (exists, not disabled, its session version, its session fields) is read at most once per
 * `cacheMs` per account and instance, in one indexed read. So a session ended on any instance (a changed
 * password, two-factor turned on or cleared, the account disabled, signed out everywhere: end-sessions.ts)
 * is refused on every instance within `cacheMs` (≤ 5 s), and a request with a valid token usually costs no
 * database read at all.
 */
export class Sessions {
  private readonly tokens: TokenService;
  private readonly cache = new Map<number, Entry>();

  constructor(
    private readonly db: DbOrTx,
    opts: { secret: string; ttl: string; cacheMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = new TokenService(opts.secret, opts.ttl);
    this.cacheMs = opts.cacheMs;
  }
  private readonly cacheMs: number;

  /** A token for a signed-in user, bound to the account's current session version. */
  async sign(user: SessionUser, method: SignInMethod = 'password'): Promise<string> {
    const session = await this.read(user.ID, true);
    if (!session) throw new Error(`account ${user.ID} cannot sign in`);
    return this.tokens.sign(session.user, session.tokenVersion, method);
  }

  /**
   * The user a bearer token stands for, or null (invalid, expired, account gone or disabled, or its
   * sessions ended since the token was signed).
   */
  async userOf(token: string): Promise<SessionUser | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const session = await this.read(claims.accountId);
    return session && session.tokenVersion === claims.tokenVersion ? session.user : null;
  }

  /**
   * Why a genuine token no longer stands for its account — expired, the account disabled, its sessions
   * ended (and by what) — or null for anything else (forged, malformed, an account that is gone).
   */
  async whyRefused(token: string): Promise<Message | null> {
    const claims = await this.tokens.verify(token, { expired: true });
    if (!claims) return null;
    if (!(await this.tokens.verify(token))) return M.account.endedExpired;
    return whySessionsEnded(this.db, claims.accountId, claims.tokenVersion);
  }

  private async read(accountId: number, fresh = false): Promise<Session> {
    const now = this.now();
    const hit = this.cache.get(accountId);
    const endings = endingsHere(accountId);
    if (hit?.pending && !fresh && hit.endings === endings) return hit.pending;
    if (hit && !hit.pending && !fresh && hit.endings === endings && now - hit.readAt < this.cacheMs) return hit.session;
    if (this.cacheMs <= 0) return loadSession(this.db, accountId);
    if (this.cache.size >= SWEEP_AT) this.sweep(now);
    // One read per account at a time: concurrent requests of the same account wait for it.
    const pending = loadSession(this.db, accountId);
    this.cache.set(accountId, { session: hit?.session ?? null, readAt: hit?.readAt ?? 0, endings, pending });
    try {
      const session = await pending;
      this.cache.set(accountId, { session, readAt: now, endings });
      return session;
    } catch (err) {
      this.cache.delete(accountId);
      throw err;
    }
  }

  private sweep(now: number) {
    for (const [id, e] of this.cache) if (!e.pending && now - e.readAt >= this.cacheMs) this.cache.delete(id);
  }
}
