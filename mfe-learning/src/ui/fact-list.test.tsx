import { render, screen } from '@testing-library/react';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('pairs every term with its value, in order', () => {
    render(
      <FactList
        facts={[
          ['Scadenza', '31/12/2026'],
          ['Docenti', 'Avv. Marco Rossi'],
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Scadenza',
      'Docenti',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '31/12/2026',
      'Avv. Marco Rossi',
    ]);
  });

  it('has no terms without facts', () => {
    render(<FactList facts={[]} />);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
