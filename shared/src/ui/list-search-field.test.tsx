import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSearchField } from './list-search-field';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ListSearchField
      label="Cerca un corso"
      placeholder="Titolo o argomento"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ListSearchField', () => {
  it('is a search box named by its label, and reports every keystroke', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Cerca un corso' });
    expect(box).toHaveAttribute('placeholder', 'Titolo o argomento');
    await userEvent.type(box, 'iva');
    expect(box).toHaveValue('iva');
    expect(onChange).toHaveBeenLastCalledWith('iva');
  });
});
