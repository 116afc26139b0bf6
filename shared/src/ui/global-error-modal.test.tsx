import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { globalErrorAtom } from '../http/global-error-atom';
import { request } from '../http/request';
import { sharedStore } from '../store';
import { HttpResponse, apiUrl, http, renderWithProviders, server } from '../testing';

function MenuLoader() {
  const [status, setStatus] = useState('');
  return (
    <>
      <Button
        onClick={async () =>
          setStatus(String((await request({ url: 'menus/', params: { app: 'web' } })).status))
        }
      >
        Carica menu
      </Button>
      <p>{status}</p>
    </>
  );
}

describe('GlobalErrorModal', () => {
  it('opens on a 500 and closes with Chiudi', async () => {
    server.use(http.get(apiUrl('menus/'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<MenuLoader />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carica menu' }));

    const dialog = await screen.findByRole('dialog', { name: 'Errore' });
    expect(dialog).toHaveTextContent('È stato rilevato un errore');
    // And what to do about it, as part of the dialog's description.
    expect(dialog).toHaveAccessibleDescription(/Riprova tra qualche istante/);

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Errore' }));
    expect(sharedStore.get(globalErrorAtom)).toBe(false);
  });

  it('stays closed on a 400', async () => {
    server.use(http.get(apiUrl('menus/'), () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderWithProviders(<MenuLoader />);

    await user.click(screen.getByRole('button', { name: 'Carica menu' }));

    expect(await screen.findByText('400')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
