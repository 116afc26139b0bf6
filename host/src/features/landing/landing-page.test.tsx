import { screen } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import { renderWithProviders } from '@colleghi/shared/testing';
import { LandingPage } from './landing-page';

function renderLanding() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/signup" element={<h1>Registrazione</h1>} />
      <Route path="/signin" element={<h1>Accesso</h1>} />
    </Routes>,
  );
}

describe('LandingPage', () => {
  it('introduces Colleghi with four info cards', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: /rete professionale di avvocati/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const title of [
      'Richiedi un’attività',
      'Collabora con i colleghi',
      'Agenda professionale',
      'Verbali condivisi',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('leads to sign-up and sign-in', async () => {
    const { user } = renderLanding();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/signin');
    await user.click(screen.getByRole('link', { name: 'Registrati gratis' }));
    expect(screen.getByRole('heading', { name: 'Registrazione' })).toBeInTheDocument();
  });
});
