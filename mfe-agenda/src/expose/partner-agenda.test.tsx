import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedStore, tokenAtom } from '@colleghi/shared/platform';
import { HttpResponse, http, server } from '@colleghi/shared/testing';
import lifecycles, { UNAUTHORIZED_EVENT, bootstrap, mount, unmount } from './partner-agenda';

// A partner's own API address, so the test also proves configureApi({ apiBase }) is applied.
const API = 'https://api.partner.example/api/';
const emptyPage = { count: 0, next: null, previous: null, results: [] };

// The lifecycles render with their own React root, as a partner page does, not through
// Testing Library's act(): tell React this is not an act() environment.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let element: HTMLElement;
let authHeaders: (string | null)[];

beforeEach(() => {
  authHeaders = [];
  server.use(
    http.get(`${API}events/calendar/`, ({ request }) => {
      authHeaders.push(request.headers.get('Authorization'));
      return HttpResponse.json([]);
    }),
    http.get(`${API}events/`, ({ request }) => {
      authHeaders.push(request.headers.get('Authorization'));
      return HttpResponse.json(emptyPage);
    }),
  );
  element = document.createElement('div');
  document.body.appendChild(element);
});

afterEach(async () => {
  await unmount({ domElement: element });
  element.remove();
});

const shadow = () => within(element.shadowRoot as unknown as HTMLElement);

/**
 * Fills a date field inside the shadow root as the browser's autofill does, through the field's
 * hidden input: jsdom keeps the text selection in the light DOM, so keys typed into the field's
 * sections there are lost (a real browser types into them, see the partner embed e2e journey).
 */
function fillShadowDate(label: string, text: string) {
  const input = shadow()
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((labelled) => labelled instanceof HTMLInputElement);
  if (!input) throw new Error(`Nessun campo nascosto per ${label}`);
  fireEvent.change(input, { target: { value: text } });
}

describe('PartnerAgenda lifecycles', () => {
  it('exports the single-spa lifecycles, also as the default object', () => {
    expect(lifecycles).toEqual({ bootstrap, mount, unmount });
  });

  it('mounts the agenda inside a shadow root with the partner token, in memory only', async () => {
    await bootstrap();
    await mount({ domElement: element, apiBase: API, token: 'chiave-partner' });

    expect(element.shadowRoot).not.toBeNull();
    // Nothing rendered in the partner's light DOM.
    expect(element.childNodes).toHaveLength(0);
    expect(await shadow().findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    expect(shadow().getByRole('button', { name: 'Nuovo evento' })).toBeInTheDocument();
    expect(sharedStore.get(tokenAtom)).toBe('chiave-partner');
    await waitFor(() => expect(authHeaders.length).toBeGreaterThan(0));
    expect(authHeaders.every((header) => header === 'Token chiave-partner')).toBe(true);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    // Emotion writes the agenda's styles into the shadow root, under its own key. Style isolation
    // is about <style> elements, which no user-facing query can reach.
    /* eslint-disable testing-library/no-node-access */
    const styles = Array.from(element.shadowRoot?.querySelectorAll('style') ?? []);
    expect(styles.some((style) => style.dataset.emotion?.startsWith('colleghi-agenda'))).toBe(true);
    expect(document.head.querySelector('style[data-emotion^="colleghi-agenda"]')).toBeNull();
    /* eslint-enable testing-library/no-node-access */
  });

  it('opens the deadline calculator inside the embed, without touching the partner URL', async () => {
    const user = userEvent.setup();
    const partnerPath = window.location.pathname;
    await mount({ domElement: element, apiBase: API, token: 'chiave-partner' });
    await user.click(await shadow().findByRole('link', { name: 'Calcola termini' }));
    expect(
      await shadow().findByRole('heading', { level: 1, name: 'Calcolatore dei termini' }),
    ).toBeInTheDocument();
    fillShadowDate('Data di riferimento', '10/08/2027');
    expect(shadow().getByRole('status')).toHaveTextContent('Scadenza: giovedì 30/09/2027');
    expect(window.location.pathname).toBe(partnerPath);
    await user.click(shadow().getByRole('link', { name: 'Torna all’agenda' }));
    expect(await shadow().findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
  });

  it('opens the calendar of a date inside the shadow root, styled there', async () => {
    const user = userEvent.setup();
    await mount({ domElement: element, apiBase: API, token: 'chiave-partner' });
    await user.click(await shadow().findByRole('link', { name: 'Calcola termini' }));
    const from = await shadow().findByRole('group', { name: 'Data di riferimento' });
    fillShadowDate('Data di riferimento', '10/08/2027');
    await user.click(shadow().getByRole('button', { name: /^Scegli la data/ }));
    const calendar = await shadow().findByRole('dialog');
    expect(within(calendar).getByText('agosto 2027')).toBeInTheDocument();
    // Nothing of the calendar lands in the partner's light DOM.
    expect(screen.queryByRole('dialog')).toBeNull();
    // Styled by the agenda's emotion cache, whose key is its own and whose styles go into the
    // shadow root (none into the partner's head).
    expect(calendar.className).toMatch(
      /\bcolleghi-agenda-\w+-MuiPopper-root-MuiPickerPopper-root\b/,
    );
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.head.querySelector('style[data-emotion^="colleghi-agenda"]')).toBeNull();
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(shadow().queryByRole('dialog')).toBeNull());
    expect(
      within(from)
        .getAllByRole('spinbutton')
        .map((section) => section.textContent),
    ).toEqual(['20', '08', '2027']);
    expect(shadow().getByRole('status')).toHaveTextContent('+30 giorni dal 20/08/2027');
  });

  it('unmount empties the shadow root and forgets the token', async () => {
    await mount({ domElement: element, apiBase: API, token: 'chiave-partner' });
    await shadow().findByRole('heading', { level: 1, name: 'Agenda' });

    await unmount({ domElement: element });

    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(sharedStore.get(tokenAtom)).toBeNull();
  });

  it('can mount again on the same element after an unmount', async () => {
    await mount({ domElement: element, apiBase: API, token: 'prima' });
    await unmount({ domElement: element });
    await mount({ domElement: element, apiBase: API, token: 'seconda' });
    expect(await shadow().findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    expect(sharedStore.get(tokenAtom)).toBe('seconda');
  });

  it('tells the partner page about a refused token instead of navigating away', async () => {
    server.use(
      http.get(`${API}events/calendar/`, () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
      http.get(`${API}events/`, () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
    );
    const onUnauthorized = jest.fn();
    element.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    await mount({ domElement: element, apiBase: API, token: 'scaduta' });
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });

  it('refuses a mount without a token, in Italian', async () => {
    await expect(mount({ domElement: element, apiBase: API, token: '' })).rejects.toThrow(
      'Token di accesso mancante.',
    );
  });
});
