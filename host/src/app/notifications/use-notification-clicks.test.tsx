import { act } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import { OPEN_PAGE_MESSAGE, useNotificationClicks } from './use-notification-clicks';

function Listener() {
  useNotificationClicks();
  return null;
}

/** navigator.serviceWorker as the page sees it: where the worker's messages arrive. */
function installWorkerContainer() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const post = (data: unknown) => {
    const answer = { postMessage: jest.fn() };
    act(() => {
      container.dispatchEvent(Object.assign(new Event('message'), { data, ports: [answer] }));
    });
    return answer.postMessage;
  };
  return { post };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('useNotificationClicks', () => {
  it('opens the page of a clicked notification with the router and answers the worker', () => {
    const { post } = installWorkerContainer();
    const { location } = renderWithProviders(<Listener />, { route: '/dashboard' });
    const answered = post({
      type: OPEN_PAGE_MESSAGE,
      href: `${window.location.origin}/agenda?event=3#x`,
    });
    expect(`${location().pathname}${location().search}${location().hash}`).toBe(
      '/agenda?event=3#x',
    );
    expect(answered).toHaveBeenCalledWith('opened');
  });

  it('leaves other messages, and other sites’ addresses, to the worker', () => {
    const { post } = installWorkerContainer();
    const { location } = renderWithProviders(<Listener />, { route: '/dashboard' });
    for (const data of [
      { type: OPEN_PAGE_MESSAGE, href: 'https://www.example.it/records' },
      { type: 'altro', href: '/records' },
      { type: OPEN_PAGE_MESSAGE },
      null,
    ]) {
      expect(post(data)).not.toHaveBeenCalled();
    }
    expect(location().pathname).toBe('/dashboard');
  });

  it('stops listening when the shell goes away', () => {
    const { post } = installWorkerContainer();
    const { unmount, location } = renderWithProviders(<Listener />, { route: '/dashboard' });
    unmount();
    expect(post({ type: OPEN_PAGE_MESSAGE, href: '/records' })).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/dashboard');
  });
});
