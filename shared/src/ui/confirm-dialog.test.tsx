import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ConfirmDialog } from './confirm-dialog';

const texts = {
  title: 'Sei sicuro di voler rimuovere questa qualifica?',
  message: 'Questa azione non può essere annullata. Potrai aggiungerla nuovamente in seguito.',
};

describe('ConfirmDialog', () => {
  it('shows a titled dialog and reports the choice', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        {...texts}
        confirmLabel="Rimuovi"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: texts.title });
    expect(dialog).toHaveAccessibleDescription(texts.message);

    await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        {...texts}
        confirmLabel="Rimuovi"
        onConfirm={jest.fn()}
        onCancel={onCancel}
      />,
    );

    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while busy', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Confermi?"
        confirmLabel="Conferma"
        cancelLabel="No"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
        busy
      />,
    );

    expect(screen.getByRole('button', { name: /Conferma/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(
      <ConfirmDialog
        open={false}
        title="Confermi?"
        confirmLabel="Sì"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
