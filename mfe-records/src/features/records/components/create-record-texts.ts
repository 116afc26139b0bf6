/**
 * The confirmation's texts, apart from the dialog: the page imports them without the dialog's
 * code (modal, focus trap, transitions), which loads on the first click.
 */
export const CREATE_CONFIRM_TITLE = 'Creare un nuovo verbale?';
export const CREATE_CONFIRM_MESSAGE =
  'Una volta confermato, il verbale non potrà più essere modificato. Riceverai un identificativo, ' +
  'un link e un codice di accesso da condividere con i colleghi.';
