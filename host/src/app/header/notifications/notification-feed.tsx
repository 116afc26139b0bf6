import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { InfiniteList, usePagedList } from '@colleghi/shared/ui';
import { getNotifications } from '../../../api/notifications';
import { notificationKeys } from './use-unread-notifications';
import { NotificationItem } from './notification-item';
import type { AppNotification } from '@colleghi/api-contract';

export const EMPTY_NOTIFICATIONS_TEXT = 'Non ci sono notifiche!';
const LOAD_ERROR = 'Non siamo riusciti a caricare le notifiche.';

export interface NotificationFeedProps {
  /** Called once the first page has been answered (the feed then marks everything read). */
  onFirstPage: () => void;
  onFollow: () => void;
}

/** The paged feed of the dropdown: newest first, the next page on reaching the bottom. */
export function NotificationFeed({ onFirstPage, onFollow }: NotificationFeedProps) {
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getNotifications(page);
      // Read-all after the first page, so the rows loaded now still show which were new.
      if (page === 1) onFirstPage();
      return result;
    },
    [onFirstPage],
  );
  // Each opening of the dropdown mounts the feed: nothing keeps pages no screen shows, so every
  // opening loads the first page afresh (and then marks everything read).
  const list = usePagedList<AppNotification>({
    queryKey: notificationKeys.feed,
    fetchPage,
    errorMessage: () => LOAD_ERROR,
  });

  const failed = list.error && (
    <Alert
      severity="warning"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={list.retry}>
          Riprova
        </Button>
      }
    >
      {list.error}
    </Alert>
  );
  if (failed && list.items.length === 0) return failed;
  return (
    <>
      <InfiniteList
        items={list.items}
        renderItem={(item) => <NotificationItem notification={item} onFollow={onFollow} />}
        hasMore={list.hasMore && !list.error}
        loading={list.loading}
        onLoadMore={list.loadMore}
        emptyText={EMPTY_NOTIFICATIONS_TEXT}
        ariaLabel="Elenco notifiche"
      />
      {failed}
    </>
  );
}
