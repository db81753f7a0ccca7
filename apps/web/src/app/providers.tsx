import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { cspNonce } from '../lib/csp-nonce';
import { accessibleCssVariablesResolver } from './accessible-colours';
import { useSessionExpiry } from './session-expiry';
import { theme } from './theme';

// The toast list (and its transitions) loads after the first paint, not with the login page (issue 13);
// a toast shown before it arrives waits in the notifications store. React Query and the modal provider
// mount with the screens past the login page (app/screen-providers.tsx).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

const nonce = cspNonce();
const styleNonce = () => nonce ?? '';

function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/** Language and direction (issue 12) and Mantine (theme, toasts) around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={styleNonce} cssVariablesResolver={accessibleCssVariablesResolver}>
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
        <SessionExpiry />
        {children}
      </MantineProvider>
    </LanguageProvider>
  );
}
