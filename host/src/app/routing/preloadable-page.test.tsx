import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadablePage } from './preloadable-page';

function Saluto({ nome }: { nome: string }) {
  return <p>{`Ciao ${nome}`}</p>;
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>Caricamento…</p>}>{node}</Suspense>
);

describe('preloadablePage', () => {
  it('without a preload, loads on first render like React.lazy', async () => {
    const load = jest.fn(() => Promise.resolve({ Saluto }));
    const Page = preloadablePage(load, 'Saluto');
    expect(load).not.toHaveBeenCalled();
    render(inSuspense(<Page nome="Giulia" />));
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    expect(await screen.findByText('Ciao Giulia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloaded, renders the page at once, without the fallback, and loads it once', async () => {
    const load = jest.fn(() => Promise.resolve({ Saluto }));
    const Page = preloadablePage(load, 'Saluto');
    await Page.preload();
    render(inSuspense(<Page nome="Marco" />));
    // Synchronously, in the first commit: a lazy component would show the fallback here.
    expect(screen.getByText('Ciao Marco')).toBeInTheDocument();
    expect(screen.queryByText('Caricamento…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload still in flight is the one the first render waits for', async () => {
    let finish: (module: { Saluto: typeof Saluto }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ Saluto: typeof Saluto }>((r) => (finish = r)));
    const Page = preloadablePage(load, 'Saluto');
    const preloaded = Page.preload();
    render(inSuspense(<Page nome="Anna" />));
    expect(screen.getByText('Caricamento…')).toBeInTheDocument();
    await act(async () => {
      finish({ Saluto });
      await preloaded;
    });
    expect(await screen.findByText('Ciao Anna')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to preload is asked for again by the page', async () => {
    const load = jest
      .fn<Promise<{ Saluto: typeof Saluto }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ Saluto });
    const Page = preloadablePage(load, 'Saluto');
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    render(inSuspense(<Page nome="Luca" />));
    expect(await screen.findByText('Ciao Luca')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
