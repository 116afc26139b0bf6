import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@colleghi/shared/router';
import { SharedStoreProvider, queryClient } from '@colleghi/shared/platform';
import { GlobalErrorModal, ToastHost } from '@colleghi/shared/ui';
import { AgendaPage } from '../features/agenda/agenda-page';
import { DeadlineCalculatorPage } from '../features/agenda/deadlines/deadline-calculator-page';

export interface PartnerRootProps {
  emotionCache: EmotionCache;
  theme: Theme;
}

/**
 * The agenda and its deadline calculator as a partner page shows them: a memory router (the
 * partner owns the URL), the
 * emotion cache of the shadow root, and a scoped baseline instead of a global one. No host
 * renders SharedProviders here, so the root gives the agenda the platform's query cache itself.
 */
export function PartnerRoot({ emotionCache, theme }: PartnerRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SharedStoreProvider>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <ScopedCssBaseline>
              <MemoryRouter initialEntries={['/agenda']}>
                <Routes>
                  <Route path="/agenda/calcolatore" element={<DeadlineCalculatorPage />} />
                  <Route path="*" element={<AgendaPage />} />
                </Routes>
              </MemoryRouter>
            </ScopedCssBaseline>
            <GlobalErrorModal />
            <ToastHost />
          </ThemeProvider>
        </CacheProvider>
      </SharedStoreProvider>
    </QueryClientProvider>
  );
}
