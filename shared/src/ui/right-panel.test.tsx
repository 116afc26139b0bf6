import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '../testing';
import { RightPanel } from './right-panel';

function PanelDemo({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nuovo atto</Button>
      <RightPanel
        open={open}
        title="Crea atto"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>Contenuto del pannello</p>
      </RightPanel>
    </>
  );
}

describe('RightPanel', () => {
  it('opens with its title and closes after 200 ms, giving focus back', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PanelDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Nuovo atto' });

    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Crea atto' });
    expect(panel).toHaveTextContent('Contenuto del pannello');

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).not.toHaveBeenCalled();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('waits exactly the close delay', async () => {
    jest.useFakeTimers();
    try {
      const onClose = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<PanelDemo onClose={onClose} />);

      await user.click(screen.getByRole('button', { name: 'Nuovo atto' }));
      await user.click(screen.getByRole('button', { name: 'Chiudi' }));
      act(() => jest.advanceTimersByTime(199));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with Escape too', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<PanelDemo onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Nuovo atto' }));
    await screen.findByRole('dialog', { name: 'Crea atto' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
