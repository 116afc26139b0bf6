import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_MORE_LABEL } from './infinite-list';
import { PagedListView } from './paged-list-view';
import type { PagedListViewProps } from './paged-list-view';

interface Item {
  id: number;
  name: string;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Corso 1' },
  { id: 2, name: 'Corso 2' },
];

function renderView(
  list: Partial<PagedListViewProps<Item>['list']>,
  props: Partial<PagedListViewProps<Item>> = {},
) {
  const all = {
    items: [],
    hasMore: false,
    loading: false,
    error: null,
    loadMore: jest.fn(),
    retry: jest.fn(),
    ...list,
  };
  render(
    <PagedListView<Item>
      list={all}
      renderItem={(item) => <span>{item.name}</span>}
      emptyText="Nessun corso"
      ariaLabel="Corsi"
      {...props}
    />,
  );
  return all;
}

describe('PagedListView', () => {
  it('shows the items, and Carica altri while there are more', async () => {
    const { loadMore } = renderView({ items: ITEMS, hasMore: true });
    expect(screen.getByRole('list', { name: 'Corsi' })).toBeInTheDocument();
    expect(screen.getByText('Corso 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a first page that failed, alone, and asks again on Riprova', async () => {
    const { retry } = renderView({ error: 'Si è verificato un errore. Riprova.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Si è verificato un errore. Riprova.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Nessun corso')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('after a failure the global modal told about, says what failed and offers Riprova', async () => {
    const { retry, loadMore } = renderView({
      failed: true,
      error: null,
      hasMore: true,
      items: ITEMS,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare l’elenco. Premi Riprova per caricarlo di nuovo.',
    );
    expect(screen.getByText('Corso 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('keeps the items of a later page that failed, without asking for more meanwhile', () => {
    renderView({ items: ITEMS, hasMore: true, error: 'Errore' });
    expect(screen.getByRole('alert')).toHaveTextContent('Errore');
    expect(screen.getByText('Corso 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
  });

  it('shows the skeleton in place of the list during the first load only', () => {
    const skeleton = <p>Caricamento dei corsi</p>;
    renderView({ loading: true }, { skeleton });
    expect(screen.getByText('Caricamento dei corsi')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the items shown while a next page loads, skeleton or not', () => {
    renderView({ items: ITEMS, loading: true }, { skeleton: <p>Caricamento dei corsi</p> });
    expect(screen.queryByText('Caricamento dei corsi')).not.toBeInTheDocument();
    expect(screen.getByText('Corso 1')).toBeInTheDocument();
  });

  it('says the empty text of a list that loaded empty', () => {
    renderView({});
    expect(screen.getByRole('status')).toHaveTextContent('Nessun corso');
  });

  it('shows a richer empty state in place of the empty text', () => {
    renderView({}, { emptyState: <p>Vai ai corsi</p> });
    expect(screen.getByText('Vai ai corsi')).toBeInTheDocument();
    expect(screen.queryByText('Nessun corso')).not.toBeInTheDocument();
  });

  it('does not take a failure for an empty list', () => {
    renderView({ error: 'Errore' }, { emptyState: <p>Vai ai corsi</p> });
    expect(screen.queryByText('Vai ai corsi')).not.toBeInTheDocument();
  });
});
