import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { City } from '@colleghi/api-contract';
import { searchCities } from '../api/cities';
import { HttpResponse, apiUrl, http, makeCity, renderWithProviders, server } from '../testing';
import { SearchSelect } from './search-select';

const roma = makeCity({
  id: 5,
  name: 'Roma',
  zip: '00118',
  province: 'RM',
  display_name: 'Roma (RM)',
});
const rovigo = makeCity({
  id: 6,
  name: 'Rovigo',
  zip: '45100',
  province: 'RO',
  display_name: 'Rovigo (RO)',
});

function CityField({
  fetchOptions,
  onChange = () => undefined,
  error,
  initial = null,
}: {
  fetchOptions: (search: string) => Promise<City[]>;
  onChange?: (city: City | null) => void;
  error?: string;
  initial?: City | null;
}) {
  const [value, setValue] = useState<City | null>(initial);
  return (
    <SearchSelect<City>
      label="Città"
      name="city"
      queryKey={['cities']}
      fetchOptions={fetchOptions}
      getOptionLabel={(city) => city.display_name}
      value={value}
      onChange={(city) => {
        setValue(city);
        onChange(city);
      }}
      error={error}
      required
    />
  );
}

describe('SearchSelect', () => {
  it('searches the server once after the user stops typing, and selects a suggestion', async () => {
    const searches: string[] = [];
    server.use(
      http.get(apiUrl('cities/'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        const results = [roma, rovigo].filter((c) => c.name.toLowerCase().startsWith(search));
        return HttpResponse.json({ count: results.length, next: null, previous: null, results });
      }),
    );
    const onChange = jest.fn();
    // Keystrokes in fake time are as quick as a fast typist whatever the machine's load; the
    // debounce's real 300 ms made this flaky on a busy CI machine.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <CityField
        fetchOptions={async (search) => (await searchCities(search)).data?.results ?? []}
        onChange={onChange}
      />,
    );

    try {
      await user.type(screen.getByRole('combobox', { name: 'Città' }), 'ro');
      await user.click(await screen.findByRole('option', { name: 'Roma (RM)' }));
    } finally {
      jest.useRealTimers();
    }

    expect(onChange).toHaveBeenCalledWith(roma);
    expect(screen.getByRole('combobox', { name: 'Città' })).toHaveValue('Roma (RM)');
    // Typing 'r', 'o' quickly is one search for 'ro', not one per keystroke.
    expect(searches).toEqual(['ro']);
  });

  it('waits 300 ms after the last keystroke before fetching', async () => {
    jest.useFakeTimers();
    try {
      const fetchOptions = jest.fn(async (_search: string) => [roma]);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<CityField fetchOptions={fetchOptions} />);

      await user.type(screen.getByRole('combobox', { name: 'Città' }), 'rom');
      act(() => jest.advanceTimersByTime(299));
      expect(fetchOptions).not.toHaveBeenCalled();

      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fetchOptions).toHaveBeenCalledTimes(1);
      expect(fetchOptions).toHaveBeenCalledWith('rom');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the empty text when nothing matches', async () => {
    const { user } = renderWithProviders(<CityField fetchOptions={async () => []} />);

    await user.type(screen.getByRole('combobox', { name: 'Città' }), 'zzz');

    expect(
      await screen.findByText('In questo momento non ci sono informazioni.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a loading indicator while searching', async () => {
    // Keyed by the text searched: on a slow machine the open field may search '' before 'ro'.
    const answers: Record<string, (cities: City[]) => void> = {};
    const { user } = renderWithProviders(
      <CityField
        fetchOptions={(search) =>
          new Promise<City[]>((resolve) => {
            answers[search] = resolve;
          })
        }
      />,
    );

    await user.type(screen.getByRole('combobox', { name: 'Città' }), 'ro');

    expect(
      await screen.findByRole('progressbar', { name: 'Ricerca in corso' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(answers.ro).toBeDefined());
    await act(async () => answers.ro([roma]));
    expect(await screen.findByRole('option', { name: 'Roma (RM)' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps only a suggestion as value: free text is dropped on blur', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <CityField fetchOptions={async () => [roma]} onChange={onChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Città' });

    await user.type(input, 'Città inventata');
    await user.tab();

    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('shows the error under the field', () => {
    renderWithProviders(
      <CityField fetchOptions={async () => []} error="Seleziona un comune dall'elenco." />,
    );

    const input = screen.getByRole('combobox', { name: 'Città' });
    expect(input).toHaveAccessibleDescription("Seleziona un comune dall'elenco.");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('name', 'city');
  });

  it('ignores a slow answer that arrives after a newer one', async () => {
    const pending: Record<string, (cities: City[]) => void> = {};
    const { user } = renderWithProviders(
      <CityField
        fetchOptions={(search) =>
          new Promise<City[]>((resolve) => {
            pending[search] = resolve;
          })
        }
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Città' });

    await user.type(input, 'ro');
    await waitFor(() => expect(pending.ro).toBeDefined());
    await user.type(input, 'v');
    await waitFor(() => expect(pending.rov).toBeDefined());
    act(() => pending.rov([rovigo]));
    act(() => pending.ro([roma]));

    expect(await screen.findByRole('option', { name: 'Rovigo (RO)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Roma (RM)' })).not.toBeInTheDocument();
  });

  it("answers a search typed again from the page's query cache", async () => {
    const fetchOptions = jest.fn(async (search: string) =>
      [roma, rovigo].filter((c) => c.name.toLowerCase().startsWith(search)),
    );
    const { user } = renderWithProviders(<CityField fetchOptions={fetchOptions} />);
    const input = screen.getByRole('combobox', { name: 'Città' });

    await user.type(input, 'rov');
    expect(await screen.findByRole('option', { name: 'Rovigo (RO)' })).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Roma (RM)' })).toBeInTheDocument();
    await user.type(input, 'v');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Roma (RM)' })).not.toBeInTheDocument(),
    );

    expect(screen.getByRole('option', { name: 'Rovigo (RO)' })).toBeInTheDocument();
    // 'rov' typed again came from the cache. (On a slow machine the field may also have searched
    // '' when it opened, before the first key.)
    const searched = fetchOptions.mock.calls.map(([search]) => search).filter(Boolean);
    expect(searched).toEqual(['rov', 'ro']);
  });

  it('can be cleared', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <CityField fetchOptions={async () => [roma]} onChange={onChange} initial={roma} />,
    );
    expect(screen.getByRole('combobox', { name: 'Città' })).toHaveValue('Roma (RM)');

    await user.click(screen.getByRole('combobox', { name: 'Città' }));
    // MUI hides the clear button with CSS until hover, which jsdom cannot evaluate.
    await user.click(screen.getByLabelText('Svuota'));

    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('SearchSelect when the list closes mid-search', () => {
  it('leaves no spinner behind', async () => {
    const { user } = renderWithProviders(
      <CityField fetchOptions={() => new Promise<City[]>(() => undefined)} />,
    );

    await user.type(screen.getByRole('combobox', { name: 'Città' }), 'ro');
    expect(
      await screen.findByRole('progressbar', { name: 'Ricerca in corso' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
