import { isStudent, type SessionUser } from '@portal/domain';
import { PATHS } from '../config/paths';
import { EFT_ELIGIBILITY, EFT_LIVE_SCHEDULE, eftEligibilityQuery } from '../features/endowment/api/eft-link-calls';
import { bellCall } from '../features/notifications/api/bell-call';
import { readStoredLang } from '../i18n/languages';
import { DASHBOARD_CALLS } from '../features/students/api/dashboard-calls';
import { startEarlyGet } from '../lib/api';

/**
 * A student's first load starts the calls of the student layout (the bell, the endowment link) and, on
 * /home, of the dashboard, alongside their code (preloadScreen, app/router.tsx): the answers come while
 * the code loads instead of after it, and the calls are not started in the screen's first commit.
 * The screen's own calls take these answers (lib/api.ts, startEarlyGet); a browser test checks each is made
 * once.
 */
export function startEarlyCalls(user: SessionUser, pathname: string): void {
  if (!isStudent(user)) return;
  startEarlyGet(...bellCall(readStoredLang()));
  startEarlyGet(EFT_ELIGIBILITY, eftEligibilityQuery(user));
  startEarlyGet(EFT_LIVE_SCHEDULE);
  if (pathname === PATHS.home) for (const path of Object.values(DASHBOARD_CALLS)) startEarlyGet(path);
}
