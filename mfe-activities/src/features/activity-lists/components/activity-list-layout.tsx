import { Fragment, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DelayedLoader,
  lazyNamed,
  ListSearchField,
  PagedListView,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '@colleghi/shared/ui';
import type { ActivityTab } from '@colleghi/shared/domain';
import { Link as RouterLink } from '@colleghi/shared/router';
import { usePagedList } from '../hooks/use-paged-list';
import type { FetchPage } from '../hooks/use-paged-list';
import type { ActivityListName } from '../../../api/query-keys';
import { ActivityCard } from './activity-card';
import { ListSkeleton } from './list-skeleton';
import { ListTabs, tabId, tabPanelId } from './list-tabs';
import type { Demand } from '@colleghi/api-contract';

// The side panel (a drawer: modal, focus trap, transitions) loads when a card first opens.
const DetailPanel = lazyNamed(() => import('./detail-panel'), 'DetailPanel');

/** What a detail panel may do to the list it was opened from. */
export interface DetailProps<T> {
  item: T;
  /** The server's new version of the item (after an action or a refresh). */
  onChange: (item: T) => void;
  /** The item is gone (deleted): drop it and close the panel. */
  onRemove: () => void;
  /**
   * The server refused an action (the other party acted meanwhile): the list is loaded again and
   * the panel shows the item as it is now, or closes when it left the list.
   */
  onStale: () => void;
}

export interface ActivityListLayoutProps<T extends { id: number }, S extends string> {
  title: string;
  /** Which list this is: its pages' key in the query cache. */
  list: ActivityListName;
  tabs: readonly ActivityTab<S>[];
  fetchPage: FetchPage<T, S>;
  emptyText: string;
  /** The next step offered under the empty text: where to go to fill the list. */
  emptyAction: { label: string; to: string };
  /** The demand a card shows and its labels in this context. */
  cardOf: (item: T, now: number) => { demand: Demand; labels: string[] };
  /** Whether an updated item still belongs to the tab's filter (else it leaves the list). */
  belongsToTab: (item: T, status: S) => boolean;
  renderDetail: (props: DetailProps<T>) => ReactNode;
}

/** The screen every activity list shares: title, tabs, search, infinite list, detail panel. */
export function ActivityListLayout<T extends { id: number }, S extends string>({
  title,
  list: name,
  tabs,
  fetchPage,
  emptyText,
  emptyAction,
  cardOf,
  belongsToTab,
  renderDetail,
}: ActivityListLayoutProps<T, S>) {
  const idPrefix = useId();
  const [tabIndex, setTabIndex] = useState(0);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const status = tabs[tabIndex]?.status;
  const list = usePagedList(name, fetchPage, status, search);
  const { replaceItem, removeItem } = list;

  const [selected, setSelected] = useState<T | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardGone = useRef(false);

  const open = (item: T) => {
    cardGone.current = false;
    setSelected(item);
    setPanelOpen(true);
  };

  const onChange = useCallback(
    (item: T) => {
      setSelected(item);
      if (status !== undefined && !belongsToTab(item, status)) removeItem(item.id);
      else replaceItem(item);
    },
    [status, belongsToTab, removeItem, replaceItem],
  );

  const selectedId = selected?.id;
  // The card of a deleted item leaves the list once its panel has closed: taken out of the cached
  // pages first, it would re-render the list under the open panel, and the closing dialogs would
  // then hand the focus to <body> after the title took it.
  const removedId = useRef<number | null>(null);
  const onRemove = useCallback(() => {
    removedId.current = selectedId ?? null;
    cardGone.current = true;
    setPanelOpen(false);
  }, [selectedId]);

  // After a refused action: the list comes again from the server, and the panel follows it.
  const refreshing = useRef(false);
  const { reload } = list;
  const onStale = useCallback(() => {
    refreshing.current = true;
    reload();
  }, [reload]);
  useEffect(() => {
    if (!refreshing.current || list.loading) return;
    refreshing.current = false;
    if (list.failed) return;
    const fresh = list.items.find((item) => item.id === selectedId);
    if (fresh) {
      setSelected(fresh);
    } else {
      cardGone.current = true;
      setPanelOpen(false);
    }
  }, [list.loading, list.failed, list.items, selectedId]);

  const closePanel = () => {
    // Moved to another tab by an action: its card is no longer there to take the focus back.
    cardGone.current = !list.items.some((item) => item.id === selectedId);
    setPanelOpen(false);
  };

  // The card that opened the panel is gone: focus the title rather than losing it to <body>.
  // An effect runs after the closing dialogs have tried to restore focus to detached nodes.
  useEffect(() => {
    if (panelOpen || !cardGone.current) return;
    cardGone.current = false;
    if (removedId.current !== null) {
      removeItem(removedId.current);
      removedId.current = null;
    }
    headingRef.current?.focus();
  }, [panelOpen, removeItem]);

  const now = Date.now();

  return (
    <Box component="section" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h4" ref={headingRef} tabIndex={-1} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <ListTabs
          tabs={tabs}
          value={tabIndex}
          onChange={setTabIndex}
          idPrefix={idPrefix}
          label="Filtra per stato"
        />
        <ListSearchField
          label="Cerca"
          placeholder="Attività, ufficio, giudice, note"
          value={searchText}
          onChange={setSearchText}
        />
        <Box role="tabpanel" id={tabPanelId(idPrefix)} aria-labelledby={tabId(idPrefix, tabIndex)}>
          <PagedListView
            list={list}
            skeleton={<ListSkeleton />}
            emptyState={
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
                <Typography role="status" color="text.secondary">
                  {emptyText}
                </Typography>
                <Button variant="outlined" component={RouterLink} to={emptyAction.to}>
                  {emptyAction.label}
                </Button>
              </Stack>
            }
            emptyText={emptyText}
            ariaLabel={title}
            renderItem={(item: T) => {
              const { demand, labels } = cardOf(item, now);
              return <ActivityCard demand={demand} labels={labels} onOpen={() => open(item)} />;
            }}
          />
        </Box>
      </Stack>
      {selected ? (
        <Suspense fallback={<DelayedLoader />}>
          <DetailPanel open={panelOpen} onClose={closePanel}>
            {/* Keyed by item, so a panel reopened on another activity starts from a clean state. */}
            <Fragment key={selected.id}>
              {renderDetail({ item: selected, onChange, onRemove, onStale })}
            </Fragment>
          </DetailPanel>
        </Suspense>
      ) : null}
    </Box>
  );
}
