/**
 * What verifying a session token costs: jose (the portal's identity/tokens.ts, with its check of the canonical
 * spelling) against the hand-written node:crypto HMAC check of the lean baseline (bench/lean.ts), in
 * alternating turns in one process so both see the same machine. `npm run bench` with `BENCH_ONLY=tokens`.
 */
import { ROLE, type SessionUser } from '@portal/domain';
import { TokenService } from '../src/identity/tokens.js';
import { verifyToken } from './lean.js';

const TURNS = 6;
const PER_TURN = 20_000;

const user: SessionUser = {
  ID: 42, USERNAME: 'bench', ROLE: ROLE.STAFF, ROLE_DES: '', D_ID: 101, D_NM: 'Card Office', FM_ID: 1001, NM: 'Bench User',
  ROLNO: null, C_CODE: null, MAJ_ID: null, SE_ID: null, YEAR: null, RN: null, STD_ID: null,
};

/** CPU microseconds a verification, over `PER_TURN` verifications. */
async function turn(verify: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < PER_TURN; i++) await verify();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / PER_TURN;
}

export async function runTokens(secret: string) {
  const service = new TokenService(secret, '1h');
  const token = await service.sign(user, 3);
  const key = Buffer.from(secret);
  if ((await service.verify(token))?.accountId !== user.ID || verifyToken(token, key) !== user.ID) throw new Error('a token did not verify');
  const jose: number[] = [];
  const hand: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    jose.push(await turn(() => service.verify(token)));
    hand.push(await turn(() => verifyToken(token, key)));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const [j, h] = [median(jose), median(hand)];
  console.log(`\ntoken verification, CPU µs each (median of ${TURNS} turns of ${PER_TURN}):`);
  console.log(`  jose (identity/tokens.ts)        ${j.toFixed(1)}`);
  console.log(`  hand-written HMAC (bench/lean)   ${h.toFixed(1)}`);
  console.log(`  jose ÷ hand-written              ${(j / h).toFixed(2)}`);
}
