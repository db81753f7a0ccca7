import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { LoginScreen } from './components/login-screen';
import { lazyScreen } from '../../lib/lazy-screen';

const ChangePasswordScreen = lazyScreen(() => import('./components/change-password-screen'), 'ChangePasswordScreen');
const TwoFactorScreen = lazyScreen(() => import('./components/two-factor-screen'), 'TwoFactorScreen');

/** The login page is the first screen most visitors see, so it is part of the main bundle. */
export const authRoutes: ScreenRoute[] = [
  { path: PATHS.root, element: <LoginScreen /> },
  { path: PATHS.login, element: <LoginScreen /> },
  { path: PATHS.changePassword, element: <ChangePasswordScreen /> },
  { path: PATHS.twoFactor, element: <TwoFactorScreen /> },
];
