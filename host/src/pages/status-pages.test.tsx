import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import { ErrorPage } from './error-page';
import { LoadingPage } from './loading-page';
import { APP_STORE_URL, GOOGLE_PLAY_URL, MobileGatePage } from './mobile-gate-page';

describe('ErrorPage', () => {
  it('explains the problem and links to the root, even outside a router', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Si è verificato un errore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('shows a specific message when given one', () => {
    render(<ErrorPage message="Il modulo Agenda non è disponibile." />);
    expect(screen.getByText('Il modulo Agenda non è disponibile.')).toBeInTheDocument();
  });
});

describe('LoadingPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a labelled spinner once loading takes a while', () => {
    renderWithProviders(<LoadingPage />, { route: '/loading' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso' })).toBeInTheDocument();
  });
});

describe('MobileGatePage', () => {
  it('points to the mobile apps in a new tab', () => {
    renderWithProviders(<MobileGatePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/pensata per schermi più ampi/)).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'Scarica su App Store' });
    const googlePlay = screen.getByRole('link', { name: 'Disponibile su Google Play' });
    expect(appStore).toHaveAttribute('href', APP_STORE_URL);
    expect(googlePlay).toHaveAttribute('href', GOOGLE_PLAY_URL);
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(googlePlay).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
