import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { SharedStoreProvider } from '../store';
import { AppThemeProvider } from './app-theme-provider';
import { GlobalErrorModal } from './global-error-modal';
import { ToastHost } from './toasts';

/**
 * Everything an app root needs once: the server-data cache, the shared store, the theme, the
 * error modal, toasts. Both stores are the page's singletons, whichever root renders this.
 */
export function SharedProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SharedStoreProvider>
        <AppThemeProvider>
          {children}
          <GlobalErrorModal />
          <ToastHost />
        </AppThemeProvider>
      </SharedStoreProvider>
    </QueryClientProvider>
  );
}
