// Only the styles of the Mantine components the entry renders (the login page, the loader, the not-found and
// error pages, the toasts), so the first paint waits for ≈ 9 kB of CSS instead of Mantine's 250 kB.
// Every lazily loaded screen and layout brings the whole sheet first (lib/lazy-screen.ts, app/full-styles.ts).
// A component added to the entry needs its sheet here: the order is Mantine's (dependencies first).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { cspNonce } from '../lib/csp-nonce';
import { firstToast, loadNotifications } from '../lib/toast';
import { accessibleCssVariablesResolver } from './accessible-colours';
import { useSessionExpiry } from './session-expiry';
import { theme } from './theme';

// The toast list (and its transitions) loads after the first paint, not with the login page, and mounts with
// the first toast (lib/toast.ts). React Query and the modal provider mount with the screens past
// the login page (app/screen-providers.tsx).
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

const nonce = cspNonce();
const styleNonce = () => nonce ?? '';
// The dialogs' scroll lock (react-remove-scroll) adds a <style> element with the nonce get-nonce gives it:
// without one the policy blocks it, and the page behind a dialog keeps its scroll bar's shift.
if (nonce) setNonce(nonce);

function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/** The toast list, from the first toast on; its code is fetched when the app starts, for a toast shown offline. */
function Toasts() {
  const shown = useSyncExternalStore(firstToast.subscribe, firstToast.shown, () => false);
  useEffect(() => void loadNotifications(), []);
  return shown ? (
    <Suspense fallback={null}>
      {/* Bottom right: clear of the header's bell, language switch and Logout and of a dialog's title and close
          button (top right, where a toast covered them); above dialogs, so a dialog's own message shows. */}
      <Notifications position="bottom-right" zIndex={1000} />
    </Suspense>
  ) : null;
}

/** Language and direction and Mantine (theme, toasts) around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={styleNonce} cssVariablesResolver={accessibleCssVariablesResolver}>
        <Toasts />
        <SessionExpiry />
        {children}
      </MantineProvider>
    </LanguageProvider>
  );
}
