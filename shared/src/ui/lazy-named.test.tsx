import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

function Saluto({ nome }: { nome: string }) {
  return <p>{`Ciao ${nome}`}</p>;
}

describe('lazyNamed', () => {
  it('loads the module on first render and renders the named export with its props', async () => {
    const load = jest.fn(() => Promise.resolve({ Saluto, Altro: () => null }));
    const LazySaluto = lazyNamed(load, 'Saluto');
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Caricamento…</p>}>
        <LazySaluto nome="Giulia" />
      </Suspense>,
    );
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Ciao Giulia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
