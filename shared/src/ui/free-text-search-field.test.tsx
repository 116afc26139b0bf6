import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { FreeTextSearchField } from './free-text-search-field';

function JudgeInput({
  fetchSuggestions,
  onChange = () => undefined,
  error,
}: {
  fetchSuggestions: (search: string) => Promise<string[]>;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <FreeTextSearchField
      label="Giudice"
      name="judge"
      queryKey={['judges']}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      fetchSuggestions={fetchSuggestions}
      error={error}
      helperText="Scegli tra i suggerimenti o scrivi il nome."
    />
  );
}

describe('FreeTextSearchField', () => {
  it('suggests while typing and selects a suggestion', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <JudgeInput
        fetchSuggestions={async () => ['Dott. Rossi', 'Dott.ssa Russo']}
        onChange={onChange}
      />,
    );

    await user.type(screen.getByRole('combobox', { name: 'Giudice' }), 'ro');
    await user.click(await screen.findByRole('option', { name: 'Dott. Rossi' }));

    expect(onChange).toHaveBeenLastCalledWith('Dott. Rossi');
    expect(screen.getByRole('combobox', { name: 'Giudice' })).toHaveValue('Dott. Rossi');
  });

  it('keeps free text that is not among the suggestions', async () => {
    const { user } = renderWithProviders(<JudgeInput fetchSuggestions={async () => []} />);

    const input = screen.getByRole('combobox', { name: 'Giudice' });
    await user.type(input, 'Dott. Bianchi');
    await user.tab();

    expect(input).toHaveValue('Dott. Bianchi');
  });

  it('waits 300 ms after the last keystroke before fetching', async () => {
    jest.useFakeTimers();
    try {
      const fetchSuggestions = jest.fn(async (_search: string) => ['Dott. Rossi']);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<JudgeInput fetchSuggestions={fetchSuggestions} />);

      await user.type(screen.getByRole('combobox', { name: 'Giudice' }), 'ros');
      act(() => jest.advanceTimersByTime(299));
      expect(fetchSuggestions).not.toHaveBeenCalled();

      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(fetchSuggestions).toHaveBeenCalledTimes(1);
      expect(fetchSuggestions).toHaveBeenCalledWith('ros');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the helper text, replaced by the error', () => {
    const fetchSuggestions = async () => [];
    const { rerender } = renderWithProviders(<JudgeInput fetchSuggestions={fetchSuggestions} />);
    expect(screen.getByText('Scegli tra i suggerimenti o scrivi il nome.')).toBeInTheDocument();

    rerender(<JudgeInput fetchSuggestions={fetchSuggestions} error="Campo non valido" />);
    expect(screen.getByText('Campo non valido')).toBeInTheDocument();
    expect(
      screen.queryByText('Scegli tra i suggerimenti o scrivi il nome.'),
    ).not.toBeInTheDocument();
  });
});
