import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { showToast } from '@colleghi/shared/platform';
import { PagedListView } from '@colleghi/shared/ui';
import type { RecordsFilter } from '@colleghi/shared/domain';
import { CreateRecordButton } from './components/create-record-button';
import { RecordListItem } from './components/record-list-item';
import { RecordsSidePanel } from './components/records-side-panel';
import type { PanelState } from './components/records-side-panel';
import { RecordsTabs, tabId, tabPanelId } from './components/records-tabs';
import { useCopyToClipboard } from './hooks/use-copy-to-clipboard';
import { useRecordWrites } from './hooks/use-record-writes';
import { useRecords } from './hooks/use-records';
import type { RecordItem } from '@colleghi/api-contract';

export const RECORDS_EMPTY_TEXT: Record<RecordsFilter, string> = {
  all: 'Non hai ancora verbali. Creane uno nuovo o apri un verbale condiviso da un collega.',
  created: 'Non hai ancora creato verbali.',
  shared: 'Nessun collega ha ancora condiviso un verbale con te.',
};

/** The link a colleague followed (…/records?shared=<uuid>) is the page's own address. */
function currentPageUrl(pathname: string, search: string): string {
  return `${window.location.origin}${pathname}${search}`;
}

/** /records: hearing records ('verbali') created by me or shared with me. */
export function RecordsPage() {
  const idPrefix = useId();
  const [filter, setFilter] = useState<RecordsFilter>('all');
  const list = useRecords(filter);
  const { openSharedRecord } = useRecordWrites();
  const copy = useCopyToClipboard();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const shared = searchParams.get('shared');
  const [panel, setPanel] = useState<PanelState>(() =>
    shared
      ? { mode: 'checking', link: currentPageUrl(location.pathname, location.search) }
      : { mode: 'empty' },
  );

  // Followed a shared link (on arrival, or while the page was open): a record the user already
  // holds (their own "Apri", or one opened before) shows at once; any other needs its code.
  useEffect(() => {
    if (!shared) return;
    const link = currentPageUrl(location.pathname, location.search);
    let current = true;
    setPanel({ mode: 'checking', link });
    void openSharedRecord({ link }).then((result) => {
      if (!current) return;
      if (result.data) onOpened(result.data);
      else setPanel({ mode: 'open', link });
    });
    return () => {
      current = false;
    };
    // onOpened changes every render; the link is what starts a check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, location.pathname, location.search]);

  const show = (record: RecordItem) => {
    list.upsert(record);
    setPanel({ mode: 'preview', record });
  };

  const onCreated = (record: RecordItem) => {
    // The new record is mine: on 'Condivisi con me' it would be invisible.
    if (filter === 'shared') setFilter('all');
    show(record);
  };

  const onOpened = (record: RecordItem) => {
    showToast({ message: `Verbale ${record.identifier} aperto.`, severity: 'success' });
    show(record);
    // Done with the link: a reload should not show the form again.
    if (shared) {
      setSearchParams(
        (params) => {
          params.delete('shared');
          return params;
        },
        { replace: true },
      );
    }
  };

  const selectedId = panel.mode === 'preview' ? panel.record.id : null;

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          Verbali
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setPanel({ mode: 'open', link: '' })}>
            Apri un verbale condiviso
          </Button>
          <CreateRecordButton onCreated={onCreated} />
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <RecordsTabs value={filter} onChange={setFilter} idPrefix={idPrefix} />
          <Box
            role="tabpanel"
            id={tabPanelId(idPrefix)}
            aria-labelledby={tabId(idPrefix, filter)}
            sx={{ pt: 2 }}
          >
            <PagedListView
              list={list}
              emptyText={RECORDS_EMPTY_TEXT[filter]}
              ariaLabel="Elenco dei verbali"
              renderItem={(record: RecordItem) => (
                <RecordListItem
                  record={record}
                  selected={record.id === selectedId}
                  onSelect={() => setPanel({ mode: 'preview', record })}
                  onCopyLink={() =>
                    void copy(record.link, `Link del verbale ${record.identifier} copiato.`)
                  }
                />
              )}
            />
          </Box>
        </Box>
        <RecordsSidePanel
          state={panel}
          onOpened={onOpened}
          onCancelForm={() => setPanel({ mode: 'empty' })}
        />
      </Box>
    </Box>
  );
}
