import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const csvNumbers = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean).map(Number))
  .refine((a) => a.every((n) => Number.isInteger(n)), 'must be a comma-separated list of whole numbers');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded database folder (PGlite) and the generated token secret. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /** redis://… : login and registration throttles count in Redis (several instances); else in PostgreSQL. */
  REDIS_URL: z.string().url().optional(),
  /** Seed demo data into an empty database at start (default: on for the embedded database). */
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
  /** Ed25519 private key (PKCS#8 PEM) that signs cards; without it one is generated beside the embedded database. */
  CARD_SIGNING_KEY: z.string().includes('PRIVATE KEY', { error: 'CARD_SIGNING_KEY must be an Ed25519 private key in PEM form (openssl genpkey -algorithm ed25519)' }).optional(),
  /** Trust X-Forwarded-For (only behind a load balancer that sets it); otherwise clients could fake their address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Login attempts a minute from one address (per-user locking is separate). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TOKEN_TTL: z.string().regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 8h, 30m or 1d').default('8h'),
  /** How long an instance trusts its last read of a signed-in account (disabled, password changed): at most 5 s. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(5000),
  /** FM_IDs allowed to change card dues (the four staff members of the card office named for it). */
  DUES_ADMIN_FM_IDS: csvNumbers.default([1001, 1002, 1003, 1004]),
  FEE_SYSTEM: z.enum(['builtin', 'http']).default('builtin'),
  FEE_SYSTEM_URL: z.string().url().optional(),
  FEE_SYSTEM_TOKEN: z.string().optional(),
  LMS: z.enum(['builtin', 'http']).default('builtin'),
  LMS_URL: z.string().url().optional(),
  LMS_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Student Services <no-reply@portal.local>'),
  BANK_NAME: z.string().default('The Bank of Punjab'),
  BANK_ACCOUNT: z.string().default('6580012345678901'),
  INSTITUTION_NAME: z.string().default('Government College University'),
  /** Public address used in verification QR codes. */
  PUBLIC_URL: z.string().url().optional(),
  /** Job workers (mail, digest) in this process: on by default, off by default in tests. */
  JOB_WORKERS: z.enum(['on', 'off']).optional(),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Mail retries: 5 retries with exponential backoff from 60 s ≈ 6 attempts within about an hour. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
  /** A mail attempt still running after this long is taken as lost (worker killed) and retried. */
  MAIL_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(120),
  /** When the staff daily digest is built (cron, server time zone UTC). */
  DIGEST_CRON: z.string().default('0 3 * * *'),
  /** Scheduled backups (cron, UTC): default daily at 02:00 on the embedded database, none on PostgreSQL; `off` turns them off. */
  BACKUP_CRON: z.string().optional(),
  /** Where scheduled backups are written (and where a forced restore keeps the data it replaces). */
  BACKUP_DIR: z.string().default('./data-backups'),
  /** Scheduled backups kept: older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** On SIGTERM or SIGINT, how long requests in flight and running jobs may take before the process stops anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(20),
  /** On SIGTERM or SIGINT, how long the portal keeps listening and answering with readiness already 503, so a balancer stops sending first; 0: no delay. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(5),
  WEB_DIST: z.string().optional(),
  /** Bearer token a Prometheus scraper sends to `GET /metrics`; without it `/metrics` answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Single sign-on: the university's OpenID Connect provider (its discovery document is read from here); without it there is no single sign-on. */
  OIDC_ISSUER: z.string().url().optional(),
  /** The portal's registration at the provider; the secret may be left out for a public client (PKCE only). */
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z
    .string()
    .refine((v) => v.split(/\s+/).includes('openid'), 'OIDC_SCOPES must include openid (and email, unless OIDC_MATCH_CLAIM names another claim)')
    .default('openid email profile'),
  /** The single sign-on button's words. */
  OIDC_LABEL: z.string().min(1).default('Sign in with your university account'),
  /** A claim matched to the portal username (roll number or staff id) instead of the e-mail. */
  OIDC_MATCH_CLAIM: z.string().min(1).optional(),
  /** Who may sign in with a password: everyone, only students (staff use single sign-on), or no one. */
  PASSWORD_SIGN_IN: z.enum(['all', 'students', 'none']).default('all'),
  /** The banks' bill-payment calls (1Bill / Kuickpay): the aggregator's credentials; without both the calls do not exist. */
  BPS_USERNAME: z.string().min(1).optional(),
  BPS_PASSWORD: z.string().min(1).optional(),
  /** The 5-digit prefix the aggregator gave the university: consumer numbers are this and the challan number. */
  BPS_PREFIX: z.string().regex(/^\d{5}$/, 'BPS_PREFIX is the 5-digit prefix the aggregator gave').default('00000'),
  /** The aggregator's addresses (comma-separated); when set, bill-payment calls from anywhere else are refused. */
  BPS_ALLOWED_IPS: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .optional(),
  /** Bill-payment calls a minute from one address. */
  BPS_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
});

export type Config = z.infer<typeof EnvSchema> & { TOKEN_SECRET: string; WEB_DIST: string };

/** Reads `.env` from the folder the command was started in, when there is one (variables already set win). */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env) {
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.FEE_SYSTEM === 'http' && !c.FEE_SYSTEM_URL) throw new Error('Invalid configuration:\n  FEE_SYSTEM_URL is required when FEE_SYSTEM=http');
  if (c.LMS === 'http' && !c.LMS_URL) throw new Error('Invalid configuration:\n  LMS_URL is required when LMS=http');
  if (c.OIDC_ISSUER && (!c.OIDC_CLIENT_ID || !c.PUBLIC_URL)) throw new Error('Invalid configuration:\n  OIDC_ISSUER needs OIDC_CLIENT_ID and PUBLIC_URL (the redirect address is PUBLIC_URL/api/auth/sso/callback)');
  if (c.PASSWORD_SIGN_IN !== 'all' && !c.OIDC_ISSUER) throw new Error(`Invalid configuration:\n  PASSWORD_SIGN_IN=${c.PASSWORD_SIGN_IN} needs single sign-on (OIDC_ISSUER)`);
  if (!c.BPS_USERNAME !== !c.BPS_PASSWORD) throw new Error('Invalid configuration:\n  BPS_USERNAME and BPS_PASSWORD go together (the bill-payment calls need both)');
  const webDist = c.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  // Relative folders are taken from where the command was started (npm sets INIT_CWD), not from apps/server.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  const backupDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.BACKUP_DIR);
  return { ...c, DATA_DIR: dataDir, BACKUP_DIR: backupDir, TOKEN_SECRET: c.TOKEN_SECRET ?? tokenSecretFromDataDir(dataDir), WEB_DIST: webDist };
}

/** Generates the token secret on first start and keeps it beside the embedded database. */
function tokenSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Configuration for tests: nothing read from the environment but what is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'no' });
  // Tests change accounts and read them back at once: no session cache unless a test asks for one.
  // The bill-payment calls exist in tests (their credentials are the test aggregator's).
  const bank = { BPS_USERNAME: 'test-aggregator', BPS_PASSWORD: 'test-aggregator-password', BPS_PREFIX: '10101' };
  return { ...base, ...bank, TOKEN_SECRET: 'test-secret-test-secret-test-secret-123', WEB_DIST: '/nonexistent', SESSION_CACHE_MS: 0, ...overrides };
}

/** `.env`, then the environment, parsed (command-line tools). */
export function configFromEnv(): Config {
  loadEnvFile();
  return loadConfig();
}
