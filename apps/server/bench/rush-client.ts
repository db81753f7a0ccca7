/**
 * The rush's clients (bench/rush.ts), in a process of their own: 2,000 registrations from 100 connections,
 * each from its own client address. Run apart from the server so that the load generator does not share
 * (and slow) the server's event loop, as real browsers do not. Input: RUSH_URL, RUSH_RUN, RUSH_REGISTRATIONS,
 * RUSH_CONNECTIONS; output: one JSON line with the answers' status counts and autocannon's figures.
 */
import autocannon from 'autocannon';
import { EDUCATION_LEVELS } from '@portal/domain';

const url = process.env.RUSH_URL!;
const run = Number(process.env.RUSH_RUN);
let i = 0;
const statuses: Record<number, number> = {};
const result = await autocannon({
  url,
  method: 'POST',
  connections: Number(process.env.RUSH_CONNECTIONS),
  amount: Number(process.env.RUSH_REGISTRATIONS),
  requests: [
    {
      setupRequest: (req) => {
        const n = ++i;
        const id = String(run * 10_000 + n).padStart(13, '0').slice(-13);
        const Data = {
          name: 'Rush Attendee',
          email: `rush${run}-${n}@example.com`,
          CNIC: id,
          phoneNumber: `03${id.slice(-9)}`,
          city: 'Lahore',
          levelofEducation: EDUCATION_LEVELS[3],
          institutionName: 'Government College University',
        };
        return {
          ...req,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ Data }),
        };
      },
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
});
const { p50, p90, p99, max } = result.latency;
console.log(JSON.stringify({ statuses, errors: result.errors, timeouts: result.timeouts, latency: { p50, p90, p99, max } }));
