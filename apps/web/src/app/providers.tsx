import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { cspNonce } from '../lib/csp-nonce';
import { queryClient } from '../lib/query-client';
import { accessibleCssVariablesResolver } from './accessible-colours';
import { useSessionExpiry } from './session-expiry';
import { theme } from './theme';

const nonce = cspNonce();
const styleNonce = () => nonce ?? '';

function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/** Language and direction (issue 12), Mantine (theme, toasts, modals) and React Query around the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={styleNonce} cssVariablesResolver={accessibleCssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" zIndex={1000} />
          <ModalsProvider>
            <SessionExpiry />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>
  );
}
