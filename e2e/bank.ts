/**
 * The banks' bill-payment network as the journeys' server is configured for it (BPS_USERNAME, BPS_PASSWORD,
 * BPS_PREFIX): a journey plays the aggregator (1Bill / Kuickpay) with the same credentials.
 */
export const E2E_BANK = { username: 'e2e-aggregator', password: 'e2e-aggregator-password', prefix: '20202' } as const;

/** The server's settings for it, as environment assignments. */
export const BANK_ENV = `BPS_USERNAME=${E2E_BANK.username} BPS_PASSWORD=${E2E_BANK.password} BPS_PREFIX=${E2E_BANK.prefix}`;
