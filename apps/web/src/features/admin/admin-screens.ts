import type { TFunction } from 'i18next';
import { PATHS } from '../../config/paths';
import './english';

/** One screen of the administration area: its navigation link and its line on the landing page (keys of the admin texts). */
export interface AdminScreen {
  label: 'accounts' | 'events' | 'importStudents' | 'departments' | 'audit' | 'jobs';
  to: string;
}

/** The administration screens, in navigation order (one entry per screen; the landing page lists them). */
export const ADMIN_SCREENS: AdminScreen[] = [
  { label: 'accounts', to: PATHS.adminAccounts },
  { label: 'events', to: PATHS.adminEvents },
  { label: 'importStudents', to: PATHS.adminStudentsImport },
  { label: 'departments', to: PATHS.adminDepartments },
  { label: 'audit', to: PATHS.adminAudit },
  { label: 'jobs', to: PATHS.adminJobs },
];

/** A screen's name in the current language. */
export const screenName = (t: TFunction, s: AdminScreen): string => t(`admin.${s.label}`);

/** What a screen is for, in the current language (the landing page). */
export const screenAbout = (t: TFunction, s: AdminScreen): string => t(`admin.${s.label}About`);

/** The administration area's title and navigation links, in the current language (its layout, outside the area, names no text of it). */
export const adminNavigation = (t: TFunction) => ({
  title: t('admin.portalTitle'),
  items: ADMIN_SCREENS.map((s) => ({ label: screenName(t, s), to: s.to })),
});
