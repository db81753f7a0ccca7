import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalHost } from '../components/modal-host';
import { enScreens } from '../i18n/en-screens';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { DuesAdminGate } from './guards/dues-admin-gate';
import { ListSelectionActions } from './selection-actions';

// The English texts the screens share (the login page's are bundled with the entry: i18n/en-start.ts; each
// area's own load with its screens: features/<area>/english.ts).
i18n.addResourceBundle('en', 'translation', enScreens, true, false);

/**
 * What every screen but the login page needs: React Query, the place of the confirm dialogs (Mantine's
 * modal provider, loaded when a dialog is first asked for: components/modal-host.tsx) and the English
 * texts the screens share. Loaded lazily (app/lazy-screen-providers.ts): the login page loads none of them.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalHost />
      <DuesAdminGate>
        <ListSelectionActions>{children}</ListSelectionActions>
      </DuesAdminGate>
    </QueryClientProvider>
  );
}
