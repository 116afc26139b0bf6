import { BrowserRouter } from 'react-router-dom';
import { SharedProviders } from '@colleghi/shared';
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
