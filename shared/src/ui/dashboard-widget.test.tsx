import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
} from './dashboard-widget';

describe('DashboardWidgetCard', () => {
  it('is a region named by its heading, with the subtitle and the content', () => {
    renderWithProviders(
      <DashboardWidgetCard title="Prossimi eventi" subtitle="Le prossime due settimane">
        <p>Contenuto</p>
      </DashboardWidgetCard>,
    );

    const region = screen.getByRole('region', { name: 'Prossimi eventi' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Prossimi eventi' }),
    ).toBeInTheDocument();
    expect(within(region).getByText('Le prossime due settimane')).toBeInTheDocument();
    expect(within(region).getByText('Contenuto')).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the full page from the header', async () => {
    const { user, location } = renderWithProviders(
      <DashboardWidgetCard
        title="Prossimi eventi"
        action={{ label: 'Vai all’agenda', to: '/agenda' }}
      >
        <p>Contenuto</p>
      </DashboardWidgetCard>,
    );

    const link = screen.getByRole('link', { name: 'Vai all’agenda' });
    expect(link).toHaveAttribute('href', '/agenda');
    await user.click(link);
    expect(location().pathname).toBe('/agenda');
  });
});

describe('DashboardWidgetError', () => {
  it('says the data could not be loaded, and Riprova asks for them again', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<DashboardWidgetError onRetry={onRetry} />);

    expect(screen.getByText('Non è stato possibile caricare i dati.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DashboardWidgetSkeleton', () => {
  it('announces the loading with three placeholders by default', () => {
    const { container } = renderWithProviders(<DashboardWidgetSkeleton />);

    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- placeholders have no role
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
  });

  it.each(['rows', 'tiles'] as const)('draws as many %s as asked', (layout) => {
    const { container } = renderWithProviders(
      <DashboardWidgetSkeleton layout={layout} count={5} height={96} />,
    );

    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- placeholders have no role
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(5);
  });
});
