import type { ReactNode } from 'react';
import { SharedStoreProvider } from '../store';
import { AppThemeProvider } from './app-theme-provider';
import { GlobalErrorModal } from './global-error-modal';
import { ToastHost } from './toasts';

/** Everything an app root needs once: the shared store, the theme, the error modal, toasts. */
export function SharedProviders({ children }: { children: ReactNode }) {
  return (
    <SharedStoreProvider>
      <AppThemeProvider>
        {children}
        <GlobalErrorModal />
        <ToastHost />
      </AppThemeProvider>
    </SharedStoreProvider>
  );
}
