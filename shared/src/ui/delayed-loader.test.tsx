import { act, render, screen } from '@testing-library/react';
import { DelayedLoader } from './delayed-loader';

describe('DelayedLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing before 500 ms, then a labelled spinner', () => {
    const { container } = render(<DelayedLoader />);

    act(() => jest.advanceTimersByTime(499));
    expect(container).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso' })).toBeInTheDocument();
  });

  it('takes a custom delay and label', () => {
    render(<DelayedLoader delay={100} label="Caricamento corsi" />);

    act(() => jest.advanceTimersByTime(100));

    expect(screen.getByRole('progressbar', { name: 'Caricamento corsi' })).toBeInTheDocument();
  });

  it('never shows when unmounted before the delay', () => {
    const { unmount } = render(<DelayedLoader />);
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
