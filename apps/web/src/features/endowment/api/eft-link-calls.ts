import type { SessionUser } from '@portal/domain';

/**
 * The sidebar's endowment link's two calls: use-eft-link-visible.ts makes them, and a
 * student's first load starts them early (app/early-calls.ts).
 */
export const EFT_ELIGIBILITY = '/api/eft/check-eft-eligibility';
export const EFT_LIVE_SCHEDULE = '/api/eft/get-live-schedule';
export const eftEligibilityQuery = (u: SessionUser) => ({ C_CODE: u.C_CODE, MAJ_ID: u.MAJ_ID, SE_ID: u.SE_ID, YEAR: u.YEAR, RN: u.RN });
