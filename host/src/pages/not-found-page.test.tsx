import { screen } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import { renderWithProviders } from '@colleghi/shared/testing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('apologises and leads back home', async () => {
    const { user, location } = renderWithProviders(
      <Routes>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { route: '/404' },
    );
    expect(
      screen.getByRole('heading', { name: 'Siamo spiacenti, pagina non trovata!' }),
    ).toBeInTheDocument();

    const home = screen.getByRole('link', { name: 'Torna in home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });
});
