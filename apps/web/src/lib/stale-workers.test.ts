import { describe, expect, it } from 'vitest';
import { isVerifierCache, isVerifierScope } from './stale-workers';

describe('what the app clears at start', () => {
  it("keeps the card verifier's worker and caches, and only those", () => {
    expect(isVerifierScope('https://portal.example.edu/verify-card')).toBe(true);
    expect(isVerifierScope('https://portal.example.edu/verify-card/')).toBe(true);
    expect(isVerifierScope('https://portal.example.edu/')).toBe(false);
    expect(isVerifierScope('https://portal.example.edu/verify-cards')).toBe(false);
    expect(isVerifierCache('verify-card-abc123')).toBe(true);
    expect(isVerifierCache('workbox-precache-v2')).toBe(false);
  });
});
