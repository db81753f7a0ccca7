import { QueryClient } from '@tanstack/react-query';

/** One client for the app. Errors are toasted by the api client, so queries do not retry them. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
