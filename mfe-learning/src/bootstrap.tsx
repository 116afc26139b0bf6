import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@colleghi/shared/router';
import { SharedProviders } from '@colleghi/shared/ui';
import { StandaloneShell } from '@colleghi/shared/standalone';
import LearningApp from './expose/app';

// Standalone mode only: the host mounts ./App directly and never runs this file.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <SharedProviders>
      <BrowserRouter>
        <StandaloneShell appName="Formazione">
          <LearningApp />
        </StandaloneShell>
      </BrowserRouter>
    </SharedProviders>,
  );
}
