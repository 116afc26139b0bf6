/** /purchased's title: on the page, and on its frame while the page's code loads. */
export const PURCHASED_TITLE = 'Corsi acquistati';
