import { DEPT, isCardOffice, OFFICE_NAMES, STAFF_PORTAL_WORD, staffLabel, type SessionUser } from '@portal/domain';
import { i18n } from '../../i18n/i18n';
import { officeName } from '../../i18n/names';
import { urduData } from '../../i18n/urdu-data';
import { PATHS } from '../../config/paths';
import type { NavItem } from './nav-item';
import { MY_ACCOUNT_NAV } from './my-account-nav';

/**
 * The staff navigation bar's links (table; Student Query Manager for the card office). The card
 * office's own lists come first, so they stay in the bar when the links that do not fit move into "More".
 */
export function staffNavItems(user: SessionUser, isDuesAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: 'Clearance Requests', to: PATHS.clearanceRequests },
    { label: 'Endowment Funds', to: PATHS.endowmentRequests },
  ];
  if (isCardOffice(user)) {
    items.unshift(
      {
        label: 'ID Card Requests',
        items: [
          { label: 'New Card Requests', to: PATHS.newIdCards },
          { label: 'Duplicate Card Requests', to: PATHS.duplicateIdCards },
          { label: 'Triplicate Card Requests', to: PATHS.triplicateIdCards },
          { label: 'Quadruplicate Card Requests', to: PATHS.quadruplicateCards },
          { label: 'Delivered Card Requests', to: PATHS.deliveredCards },
          { label: 'New Intermediate Students', to: PATHS.newInterStudents },
        ],
      },
      { label: 'Student Query Manager', to: PATHS.studentQueryManager },
      { label: 'Event Registrations', to: PATHS.eventRegistrations },
    );
  }
  if (isDuesAdmin) items.push({ label: 'Dues', to: PATHS.cardDues });
  if (user.D_ID === DEPT.TREASURER) items.push({ label: 'Reconciliation', to: PATHS.challanReconciliation }, { label: 'Bank Payments', to: PATHS.bankPayments });
  items.push({ label: 'Insights', to: PATHS.insights });
  items.push(MY_ACCOUNT_NAV);
  return items;
}

/** The staff header's title: "<department> [HOD|IT] Portal"; in Urdu the office's Urdu name and Urdu words. */
export function staffTitle(user: SessionUser): string {
  const dept = user.D_NM ?? (user.D_ID != null ? OFFICE_NAMES[user.D_ID] : undefined) ?? 'Staff';
  const urdu = urduData(i18n.language);
  if (urdu) return urdu.staffPortalTitleUr(officeName(dept, user.D_ID), staffLabel(user));
  return [dept, staffLabel(user), STAFF_PORTAL_WORD].filter(Boolean).join(' ');
}
