import { queryKeysForLiveEvent } from '@colleghi/shared/platform';
import { activityQueryKeys } from './query-keys';

describe('what the page’s event stream refreshes of this slice', () => {
  it('a changed request or candidacy refreshes every list and panel, the dashboard too', () => {
    const keys = queryKeysForLiveEvent('demand');
    expect(keys).toContainEqual(activityQueryKeys.all);
    expect(keys).toContainEqual(['dashboard']);
  });

  it('other events leave the activities alone', () => {
    for (const type of ['notification', 'agenda', 'purchase'] as const) {
      expect(queryKeysForLiveEvent(type)).not.toContainEqual(activityQueryKeys.all);
    }
  });
});
