import { PATHS } from '../../config/paths';
import type { NavGroupItem } from './nav-item';

/** The signed-in staff member's or administrator's own sign-in settings (beside the navigation's screens). */
export const MY_ACCOUNT_NAV: NavGroupItem = {
  label: 'My Account',
  items: [
    { label: 'Change Password', to: PATHS.changePassword },
    { label: 'Two-Factor Sign-In', to: PATHS.twoFactor },
  ],
};
