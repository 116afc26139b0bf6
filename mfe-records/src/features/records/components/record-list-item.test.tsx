import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@colleghi/shared/testing';
import { makeRecord } from '../testing/fixtures';
import { RecordListItem } from './record-list-item';

describe('RecordListItem', () => {
  it('names the copy button for assistive technology; its visible hint stays out of the tree', async () => {
    const onCopyLink = jest.fn();
    const record = makeRecord({ identifier: 'VRB-0042' });
    renderWithProviders(
      <RecordListItem
        record={record}
        selected={false}
        onSelect={jest.fn()}
        onCopyLink={onCopyLink}
      />,
    );
    const copy = screen.getByRole('button', { name: 'Copia link del verbale VRB-0042' });
    // The hint is drawn for sighted users, not announced a second time.
    const hint = screen.getByText('Copia link');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(copy).not.toContainElement(hint);
    await userEvent.click(copy);
    expect(onCopyLink).toHaveBeenCalledTimes(1);
  });
});
