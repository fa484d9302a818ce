import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache. Failed calls are not retried: each failure already went through the error
 * catalogue and was shown once; the pages offer a "Try again" button instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
