import { render, screen } from '@testing-library/react';
import { MissingFieldsNote, missingFieldsText } from './missing-fields-note';

describe('MissingFieldsNote', () => {
  it('lists the missing fields by their labels', () => {
    render(<MissingFieldsNote id="note" labels={['Indirizzo dello studio', 'PEC']} />);
    expect(
      screen.getByText('Per proseguire compila: Indirizzo dello studio, PEC.'),
    ).toHaveAttribute('id', 'note');
  });

  it('shows nothing when every field is done', () => {
    const { container } = render(<MissingFieldsNote id="note" labels={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(missingFieldsText([])).toBeNull();
  });
});
