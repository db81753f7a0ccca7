import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { M, ROLE, type Message, type SessionUser } from '@portal/domain';
import type { Db } from '../db/client.js';
import { accounts, ssoFlows, ssoHandovers, students } from '../db/schema/index.js';
import { AppError, tooManyRequests } from '../lib/errors.js';
import { SecondFactorNeeded, type SecondFactorInput } from './password-sign-in.js';
import { recordSignIn } from './sign-in-record.js';
import { loadSessionUser } from './session-read.js';
import { recordLoginFailure, recordLoginSuccess } from './sign-in-failures.js';
import { checkSecondFactor } from './two-factor.js';

/** What single sign-on needs to know: the provider, the portal's registration there and where the portal lives. */
export interface SingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
  /** A claim matched to the username instead of the e-mail. */
  matchClaim?: string;
  /** The portal's public address (no trailing slash): the redirect URI is this and `/api/auth/sso/callback`. */
  publicUrl: string;
}

/** The path the provider sends the person back to. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** How long a flow may take at the provider, and how long the web app has to collect its outcome. */
const FLOW_MS = 10 * 60_000;
const HANDOVER_MS = 2 * 60_000;
/** `amr` values that say the provider asked for a second factor. */
const SECOND_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk']);

const hash = (s: string) => crypto.createHash('sha256').update(s).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** A refusal decided at the callback, said to the person when the web app collects it. */
class Refusal extends Error {
  constructor(readonly said: Message) {
    super(said.text);
  }
}

/**
 * The single sign-on provider: the authorization-code flow with PKCE (S256), state and nonce against the
 * university's OpenID Connect provider, through openid-client. It answers the person, as the password sign-in
 * does; it never creates an account. Nothing of a flow is kept in the process: the state's hash, the verifier
 * and the nonce wait in `sso_flows` (read once), and the callback's outcome waits in `sso_handovers` for the web
 * app to collect with a one-time code, so any instance may answer any step.
 */
export class SingleSignOn {
  private discovered: Promise<oidc.Configuration> | null = null;
  readonly redirectUri: string;

  constructor(
    private readonly db: Db,
    private readonly settings: SingleSignOnSettings,
  ) {
    this.redirectUri = `${settings.publicUrl}${SSO_CALLBACK_PATH}`;
  }

  /** The provider's configuration, discovered once; a failed discovery is tried again on the next call. */
  private provider(): Promise<oidc.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.settings.issuer);
      const auth = this.settings.clientSecret ? oidc.ClientSecretPost(this.settings.clientSecret) : oidc.None();
      // The ID token's signature is checked against the provider's published keys, not only trusted for
      // arriving over TLS. Plain http only for a provider on this machine (tests and trials); a real one is https.
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
      const options = { execute: [...insecure, oidc.enableNonRepudiationChecks], timeout: 10 };
      this.discovered = oidc.discovery(issuer, this.settings.clientId, undefined, auth, options);
      this.discovered.catch(() => {
        this.discovered = null;
      });
    }
    return this.discovered;
  }

  /**
   * The address to send the person to at the provider, and the flow's state: the flow's secrets wait in the
   * database, and the caller binds the state to the browser (a cookie) so that only the browser that started a
   * flow can finish it (a sign-in link sent by someone else signs no one in as them).
   */
  async start(): Promise<{ url: string; state: string }> {
    const config = await this.provider();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.db.delete(ssoFlows).where(lt(ssoFlows.EXPIRES_AT, sql`now()`));
    await this.db.insert(ssoFlows).values({ STATE_HASH: hash(state), CODE_VERIFIER: verifier, NONCE: nonce, EXPIRES_AT: new Date(Date.now() + FLOW_MS) });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * The provider's answer at the callback: the flow is taken (once), the code exchanged, the ID token checked
   * (issuer, audience, signature, expiry, nonce) and the person matched to an account. Whatever the outcome,
   * a one-time code for the web app to collect it; nothing here throws for the provider's or the person's sake.
   */
  async finish(callbackUrl: URL, browserState: string | undefined): Promise<string> {
    let outcome: { accountId: number; secondFactorDone: boolean } | { refusal: Message };
    try {
      outcome = await this.verify(callbackUrl, browserState);
    } catch (err) {
      outcome = { refusal: err instanceof Refusal ? err.said : M.account.ssoFailed };
    }
    return this.handOver(outcome);
  }

  /** A one-time code for "single sign-on did not work" (the provider could not be reached at the start). */
  failed(): Promise<string> {
    return this.handOver({ refusal: M.account.ssoFailed });
  }

  private async handOver(outcome: { accountId: number; secondFactorDone: boolean } | { refusal: Message }): Promise<string> {
    const code = crypto.randomBytes(32).toString('base64url');
    await this.db.delete(ssoHandovers).where(lt(ssoHandovers.EXPIRES_AT, sql`now()`));
    await this.db.insert(ssoHandovers).values({
      CODE_HASH: hash(code),
      EXPIRES_AT: new Date(Date.now() + HANDOVER_MS),
      ...('refusal' in outcome
        ? { REFUSAL: { code: outcome.refusal.code, text: outcome.refusal.text, ...(outcome.refusal.args ? { args: [...outcome.refusal.args] } : {}) } }
        : { ACCOUNT_ID: outcome.accountId, SECOND_FACTOR_DONE: outcome.secondFactorDone }),
    });
    return code;
  }

  private async verify(callbackUrl: URL, browserState: string | undefined) {
    const params = callbackUrl.searchParams;
    const state = params.get('state');
    // Only the browser that started the flow finishes it.
    if (!state || !browserState || !sameText(state, browserState)) throw new Refusal(M.account.ssoExpired);
    // The flow is taken once: a forged, expired or replayed state finds nothing.
    const [flow] = state
      ? await this.db
          .delete(ssoFlows)
          .where(and(eq(ssoFlows.STATE_HASH, hash(state)), gt(ssoFlows.EXPIRES_AT, sql`now()`)))
          .returning()
      : [];
    if (!flow) throw new Refusal(M.account.ssoExpired);
    if (params.get('error')) throw new Refusal(params.get('error') === 'access_denied' ? M.account.ssoCancelled : M.account.ssoFailed);
    const config = await this.provider();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.CODE_VERIFIER,
      expectedState: state!,
      expectedNonce: flow.NONCE,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Refusal(M.account.ssoFailed);
    const accountId = await this.match(claims);
    const amr = Array.isArray(claims.amr) ? claims.amr : [];
    return { accountId, secondFactorDone: amr.some((v) => typeof v === 'string' && SECOND_FACTOR_AMR.has(v.toLowerCase())) };
  }

  /** The one account the verified claims name (an e-mail, any case; or the match claim as a username), never a guess. */
  private async match(claims: oidc.IDToken): Promise<number> {
    let rows: { id: number; disabled: boolean }[];
    let who: string;
    const named = this.settings.matchClaim ? claims[this.settings.matchClaim] : undefined;
    if (this.settings.matchClaim) {
      if (typeof named !== 'string' && typeof named !== 'number') throw new Refusal(M.account.ssoNoEmail);
      who = String(named).trim();
      rows = await this.db
        .select({ id: accounts.ID, disabled: accounts.DISABLED })
        .from(accounts)
        .where(sql`lower(${accounts.USERNAME}) = ${who.toLowerCase()}`);
    } else {
      // Only an e-mail the provider has not declared unverified (Entra ID sends none of email_verified: its
      // addresses are the directory's own).
      if (typeof claims.email !== 'string' || !claims.email.includes('@') || claims.email_verified === false) throw new Refusal(M.account.ssoNoEmail);
      who = claims.email.trim();
      const email = who.toLowerCase();
      const staff = await this.db
        .select({ id: accounts.ID, disabled: accounts.DISABLED })
        .from(accounts)
        .where(and(sql`lower(${accounts.EMAIL}) = ${email}`, ne(accounts.ROLE, ROLE.STUDENT)));
      const studentAccounts = await this.db
        .select({ id: accounts.ID, disabled: accounts.DISABLED })
        .from(students)
        .innerJoin(accounts, eq(accounts.STUDENT_ID, students.ID))
        .where(sql`lower(${students.EMAIL}) = ${email}`);
      rows = [...staff, ...studentAccounts];
    }
    if (rows.length === 0) throw new Refusal(M.account.ssoNoAccount(who));
    if (rows.length > 1) throw new Refusal(M.account.ssoManyAccounts(who));
    if (rows[0]!.disabled) throw new Refusal(M.common.accountDisabled);
    return rows[0]!.id;
  }

  /**
   * The outcome of a callback, collected with its one-time code: the person a session is for, or the refusal
   * (403). An account with two-factor sign-in whose provider did not say a second factor was used answers
   * the portal's own code first (401 `mfaRequired`, the code kept until it expires or is used).
   */
  async collect(code: string, second: SecondFactorInput): Promise<SessionUser> {
    const codeHash = hash(code);
    const [row] = await this.db
      .select()
      .from(ssoHandovers)
      .where(and(eq(ssoHandovers.CODE_HASH, codeHash), gt(ssoHandovers.EXPIRES_AT, sql`now()`)));
    if (!row) throw new AppError(403, M.account.ssoExpired, 'SSO_EXPIRED');
    if (row.REFUSAL || row.ACCOUNT_ID == null) {
      await this.db.delete(ssoHandovers).where(eq(ssoHandovers.CODE_HASH, codeHash));
      const said = row.REFUSAL ?? M.account.ssoFailed;
      throw new AppError(403, said, 'SSO_REFUSED');
    }
    const [account] = await this.db.select().from(accounts).where(eq(accounts.ID, row.ACCOUNT_ID));
    if (!account || account.DISABLED) throw new AppError(403, M.common.accountDisabled, 'DISABLED');
    if (account.MFA_ENABLED_AT && !row.SECOND_FACTOR_DONE) {
      const lockedMs = (account.LOCKED_UNTIL?.getTime() ?? 0) - Date.now();
      if (lockedMs > 0) throw tooManyRequests(M.common.tooManyAttempts, lockedMs / 1000);
      if (!second.code?.trim()) throw new SecondFactorNeeded(401, M.account.mfaRequired);
      if (!(await checkSecondFactor(this.db, second.tokenSecret, account, second.code))) {
        await recordLoginFailure(this.db, account.ID);
        throw new SecondFactorNeeded(401, M.account.mfaWrongCode);
      }
      if (account.FAILED_LOGINS > 0) await recordLoginSuccess(this.db, account.ID);
    }
    // Taken once: of two collections at the same moment, one wins.
    const [taken] = await this.db.delete(ssoHandovers).where(eq(ssoHandovers.CODE_HASH, codeHash)).returning({ id: ssoHandovers.ACCOUNT_ID });
    if (!taken) throw new AppError(403, M.account.ssoExpired, 'SSO_EXPIRED');
    const user = await loadSessionUser(this.db, account.ID);
    if (!user) throw new AppError(403, M.common.accountDisabled, 'DISABLED');
    await recordSignIn(this.db, user, 'sso');
    return user;
  }

  /**
   * Where to send a person who also wants to sign out of the university account (RP-initiated logout), or
   * null when the provider publishes no end-session endpoint (Google) or cannot be reached.
   */
  async endSessionUrl(): Promise<string | null> {
    const config = await this.provider().catch(() => null);
    if (!config?.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, { client_id: this.settings.clientId, post_logout_redirect_uri: `${this.settings.publicUrl}/login` }).href;
  }

  /** Whether the provider publishes an end-session endpoint (false while it cannot be reached). */
  async hasEndSession(): Promise<boolean> {
    return (await this.endSessionUrl()) != null;
  }
}
