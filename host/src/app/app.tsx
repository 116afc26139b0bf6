import { BrowserRouter } from '@colleghi/shared/router';
import { SharedProviders } from '@colleghi/shared/ui';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <SharedProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SharedProviders>
  );
}
