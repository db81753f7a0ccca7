import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { addEnglish } from '../i18n/add-english';
import { en } from '../i18n/en';
import { theme } from '../app/theme';

// jsdom has neither; Mantine asks for both.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
if (!('ResizeObserver' in window))
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

// Mantine's autosizing textarea listens for web fonts loading; jsdom has no font set.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

// Mantine's combobox scrolls its active option into view; jsdom lays nothing out.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Every English text, as a screen past the login page has them.
addEnglish(en);

/** Renders `ui` as a screen of the portal: Mantine with the portal's theme, React Query, a router at `path`. */
export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
