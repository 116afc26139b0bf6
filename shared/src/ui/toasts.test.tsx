import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { showToast } from './toast-store';

describe('toasts', () => {
  it('shows toasts raised from outside React, one after the other', async () => {
    const { user } = renderWithProviders(<p>Profilo</p>);

    act(() => {
      showToast({ message: 'Profilo aggiornato con successo!', severity: 'success' });
      showToast({ message: 'Errore del server', severity: 'error' });
    });

    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Profilo aggiornato con successo!');
    expect(first).toHaveClass('MuiAlert-colorSuccess');

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Errore del server'));
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('hides a toast by itself after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>Profilo</p>);
      act(() => showToast({ message: 'Competenze aggiornate!', severity: 'info' }));
      // The snackbar's code is loaded with the first toast.
      expect(await screen.findByRole('alert')).toHaveTextContent('Competenze aggiornate!');

      act(() => jest.advanceTimersByTime(5000));
      act(() => jest.advanceTimersByTime(1000)); // exit transition

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reaches assistive technology while a dialog hides the page behind it', async () => {
    renderWithProviders(
      <Dialog open aria-labelledby="titolo">
        <DialogTitle id="titolo">Modifica evento</DialogTitle>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Modifica evento' })).toBeInTheDocument();

    act(() => showToast({ message: 'Evento salvato', severity: 'success' }));

    // Queried as a screen reader would find it: not under the dialog's aria-hidden siblings.
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento salvato');
  });
});
