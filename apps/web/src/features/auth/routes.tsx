import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { LoginScreen } from './components/login-screen';

/** The login page is the first screen most visitors see, so it is part of the main bundle. */
export const authRoutes: ScreenRoute[] = [
  { path: PATHS.root, element: <LoginScreen /> },
  { path: PATHS.login, element: <LoginScreen /> },
];
