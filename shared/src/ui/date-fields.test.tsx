import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, typeInPickerField } from '../testing';
import { DATE_INVALID, DateField, TimeField } from './date-fields';

function DateForm({ initial = '', minDate }: { initial?: string; minDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data"
        name="date"
        value={value}
        onChange={setValue}
        minDate={minDate}
        helperText="Scrivila o sceglila dal calendario."
      />
      <output aria-label="valore">{value || 'vuota'}</output>
      <button type="button" onClick={() => setValue('2026-11-23')}>
        Reimposta
      </button>
    </>
  );
}

function TimeForm({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Ora" name="time" value={value} onChange={setValue} />
      <output aria-label="valore">{value || 'vuota'}</output>
    </>
  );
}

const dateGroup = () => screen.getByRole('group', { name: 'Data' });
const shown = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');
const value = () => screen.getByRole('status', { name: 'valore' });

describe('DateField', () => {
  it('reads what is typed day first: 02/12/2026 is 2 December', async () => {
    const { user } = renderWithProviders(<DateForm />);
    expect(shown(dateGroup())).toBe('gg/mm/aaaa');
    await typeInPickerField(user, dateGroup(), '02/12/2026');
    expect(value()).toHaveTextContent('2026-12-02');
    expect(shown(dateGroup())).toBe('02/12/2026');
  });

  it('tells the form nothing while the year is typed digit by digit', async () => {
    const heard: string[] = [];
    function Recorder() {
      const [value, setValue] = useState('');
      return (
        <DateField
          label="Data"
          name="date"
          value={value}
          onChange={(next) => {
            heard.push(next);
            setValue(next);
          }}
        />
      );
    }
    const { user } = renderWithProviders(<Recorder />);
    await typeInPickerField(user, dateGroup(), '02/12/202');
    expect(dateGroup()).not.toHaveAccessibleDescription(/Scegli/);
    await user.keyboard('6');
    expect(heard.filter(Boolean)).toEqual(['2026-12-02']);
  });

  it('says the bounds of the calendar when the form gives none', async () => {
    const { user } = renderWithProviders(<DateForm />);
    await typeInPickerField(user, dateGroup(), '02/12/1850');
    expect(value()).toHaveTextContent('1850-12-02');
    expect(dateGroup()).toHaveAccessibleDescription('Scegli una data dal 01/01/1900 in poi.');
  });

  it('shows a saved date as gg/mm/aaaa and follows a change made by the form', async () => {
    const { user } = renderWithProviders(<DateForm initial="2026-01-31" />);
    expect(shown(dateGroup())).toBe('31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Reimposta' }));
    expect(shown(dateGroup())).toBe('23/11/2026');
  });

  it('keeps a half-typed date on screen and sends nothing until it is whole', async () => {
    const { user } = renderWithProviders(<DateForm initial="2026-12-02" />);
    await user.click(within(dateGroup()).getByRole('spinbutton', { name: 'Anno' }));
    await user.keyboard('{Backspace}');
    expect(shown(dateGroup())).toBe('02/12/aaaa');
    expect(value()).toHaveTextContent('vuota');
    await user.keyboard('2027');
    expect(value()).toHaveTextContent('2027-12-02');
  });

  it('says when a typed date does not exist, and sends nothing', async () => {
    const { user } = renderWithProviders(<DateForm />);
    await typeInPickerField(user, dateGroup(), '31/02/2026');
    expect(shown(dateGroup())).toBe('31/02/2026');
    expect(value()).toHaveTextContent('vuota');
    expect(dateGroup()).toHaveAccessibleDescription(DATE_INVALID);
    await typeInPickerField(user, dateGroup(), '28/02/2026');
    expect(value()).toHaveTextContent('2026-02-28');
    expect(dateGroup()).toHaveAccessibleDescription('Scrivila o sceglila dal calendario.');
  });

  it('says from which day a date can be chosen', async () => {
    const { user } = renderWithProviders(<DateForm minDate="2026-12-01" />);
    await typeInPickerField(user, dateGroup(), '30/11/2026');
    expect(dateGroup()).toHaveAccessibleDescription('Scegli una data dal 01/12/2026 in poi.');
  });

  it('opens an Italian calendar whose weeks start on Monday', async () => {
    const { user } = renderWithProviders(<DateForm initial="2026-12-02" />);
    await user.click(screen.getByRole('button', { name: /^Scegli la data/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('dicembre 2026')).toBeInTheDocument();
    const weekDays = within(calendar).getAllByRole('columnheader');
    expect(weekDays[0]).toHaveAccessibleName(/lunedì/i);
    await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
    expect(value()).toHaveTextContent('2026-12-15');
  });

  it('can show the month by its Italian name, typed by its first letters', async () => {
    function BirthDate() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateField
            label="Data di nascita"
            name="birth_date"
            value={value}
            onChange={setValue}
            format="DD MMMM YYYY"
            openTo="year"
            maxDate="2026-11-30"
          />
          <output aria-label="valore">{value || 'vuota'}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<BirthDate />);
    const group = screen.getByRole('group', { name: 'Data di nascita' });
    await typeInPickerField(user, group, '07mar1980');
    expect(value()).toHaveTextContent('1980-03-07');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['07', 'marzo', '1980']);
  });
});

describe('TimeField', () => {
  it('reads a 24-hour time typed as 0930 or 1745', async () => {
    const { user } = renderWithProviders(<TimeForm />);
    const group = screen.getByRole('group', { name: 'Ora' });
    await typeInPickerField(user, group, '1745');
    expect(value()).toHaveTextContent('17:45');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['17', '45']);
  });

  it('shows a saved time, also one off the 5-minute grid', () => {
    renderWithProviders(<TimeForm initial="09:32" />);
    const group = screen.getByRole('group', { name: 'Ora' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['09', '32']);
  });
});
