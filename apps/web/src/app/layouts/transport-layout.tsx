import { OFFICE_NAMES, DEPT, STAFF_PORTAL_WORD } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { officeName } from '../../i18n/names';
import { urduData } from '../../i18n/urdu-data';
import { PATHS } from '../../config/paths';
import { useSessionUser } from '../../lib/session';
import type { NavItem } from './nav-item';
import { TopNavShell } from './top-nav-shell';

const TRANSPORT_ITEMS: NavItem[] = [
  { label: 'Manage Requests', to: PATHS.transportAdmin },
  { label: 'Add Route', to: PATHS.addTransportRoute },
  { label: 'Add Bus Stop', to: PATHS.addBusStop },
  { label: 'View Routes', to: PATHS.viewTransportRoute },
  { label: 'Insights', to: PATHS.transportInsights },
];

/** The transport admin area: its own navigation and logout. */
export function TransportLayout() {
  const { i18n } = useTranslation();
  const user = useSessionUser();
  const dept = user?.D_NM ?? OFFICE_NAMES[DEPT.TRANSPORT];
  const urdu = urduData(i18n.language);
  return (
    <TopNavShell
      title={urdu ? urdu.staffPortalTitleUr(officeName(dept, DEPT.TRANSPORT), null) : `${dept} ${STAFF_PORTAL_WORD}`} titleTo={PATHS.transportAdmin} version={__APP_VERSION__} items={TRANSPORT_ITEMS} breakpoint="md" />
  );
}
