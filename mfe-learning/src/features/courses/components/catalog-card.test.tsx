import { screen, within } from '@testing-library/react';
import {
  makeCategory,
  makeCourseItem,
  makePackageItem,
  renderWithProviders,
} from '@colleghi/shared/testing';
import { CatalogCard } from './catalog-card';

const LONG = `${'Il corso affronta la riforma del processo civile. '.repeat(5)}Fine.`;

describe('CatalogCard', () => {
  it('shows a course: category in its colours, description cut at 180, CFP, days, price + IVA', () => {
    renderWithProviders(
      <CatalogCard
        item={makeCourseItem({
          short_description: LONG,
          category: makeCategory({
            name: 'Deontologia',
            background_color: '#F6D560',
            foreground_color: '#1A1A1A',
          }),
          course: { cfp: 4, duration: 60 },
        })}
      />,
    );
    const card = screen.getByRole('article', {
      name: 'Il contratto preliminare dopo le Sezioni Unite',
    });
    const inCard = within(card);
    // The colours sit on the chip around the label.
    // eslint-disable-next-line testing-library/no-node-access
    expect(inCard.getByText('Deontologia').closest('.MuiChip-root')).toHaveStyle({
      backgroundColor: '#F6D560',
      color: '#1A1A1A',
    });
    const cut = `${LONG.slice(0, 180).trimEnd()}…`;
    expect(inCard.getByText(cut)).toBeInTheDocument();
    expect(cut.length).toBeLessThanOrEqual(181);
    expect(inCard.getByText('4 CFP')).toBeInTheDocument();
    expect(inCard.getByText('60 giorni')).toBeInTheDocument();
    expect(inCard.getByText(/49,00\s€/)).toBeInTheDocument();
    expect(inCard.getByText('+ IVA')).toBeInTheDocument();
    expect(inCard.queryByText('Pacchetto')).not.toBeInTheDocument();
  });

  it('keeps a short description whole', () => {
    renderWithProviders(<CatalogCard item={makeCourseItem({ short_description: 'Breve.' })} />);
    expect(screen.getByText('Breve.')).toBeInTheDocument();
  });

  it('says Gratuito for a free course and marks one that is in a package or owned', () => {
    renderWithProviders(
      <CatalogCard
        item={makeCourseItem({
          cost: '0.00',
          package_available: true,
          last_purchased: { created_at: '2026-03-01T10:00:00Z', course: { deadline: null } },
        })}
      />,
    );
    expect(screen.getByText('Gratuito')).toBeInTheDocument();
    expect(screen.queryByText(/IVA/)).not.toBeInTheDocument();
    expect(screen.getByText('Anche in pacchetto')).toBeInTheDocument();
    expect(screen.getByText('Acquistato')).toBeInTheDocument();
  });

  it('shows a package: full cost struck through, the saving, its courses and CFP', () => {
    renderWithProviders(<CatalogCard item={makePackageItem()} />);
    const card = within(screen.getByRole('article', { name: 'Pacchetto Diritto civile' }));
    expect(card.getByText('Pacchetto')).toBeInTheDocument();
    expect(card.getByLabelText(/Prezzo pieno 240,00/)).toBeInTheDocument();
    expect(card.getByLabelText(/Prezzo pieno 240,00/).tagName).toBe('DEL');
    expect(card.getByText(/180,00\s€/)).toBeInTheDocument();
    // (240 − 180) / 240 = 25 %
    expect(card.getByText('Risparmi il 25%')).toBeInTheDocument();
    expect(card.getByText('2 corsi')).toBeInTheDocument();
    expect(card.getByText('14 CFP')).toBeInTheDocument();
  });

  it('shows no saving when the package costs as much as its courses', () => {
    renderWithProviders(
      <CatalogCard item={makePackageItem({ cost: '240.00', package: { full_cost: '240.00' } })} />,
    );
    expect(screen.queryByText(/Risparmi/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Prezzo pieno/)).not.toBeInTheDocument();
  });

  it.each([
    [makeCourseItem({ id: 12 }), 'Il contratto preliminare dopo le Sezioni Unite', '/courses/12'],
    [makePackageItem({ id: 3 }), 'Pacchetto Diritto civile', '/package/3'],
  ])('is one link, named by its title, to the detail', async (item, name, path) => {
    const { user, location } = renderWithProviders(<CatalogCard item={item} />, {
      route: '/courses',
    });
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', path);
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe(path);
  });
});
