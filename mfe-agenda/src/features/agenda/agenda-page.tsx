import { Suspense, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { apiResultOf, fromApi, showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { TYPE_FILTERS } from '@colleghi/shared/domain';
import { DelayedLoader } from '@colleghi/shared/ui';
import { lazyNamed } from '@colleghi/shared/ui';
import { getEvent } from '../../api/events';
import { agendaQueryKeys } from '../../api/query-keys';
import type { AgendaEvent, EventType } from '@colleghi/api-contract';
import { AgendaToolbar } from './components/agenda-toolbar';
import { DayList } from './components/day-list';
import type { PanelState } from './components/event-panel';
import { ListSkeleton } from './components/list-skeleton';
import { MonthCalendar } from './components/month-calendar';
import { TypeFilters } from './components/type-filters';
import { useAgendaEvents } from './hooks/use-agenda-events';
import { useAgendaNavigation } from './hooks/use-agenda-navigation';
import { useLinkedEvent } from './hooks/use-linked-event';
import { useAgendaToday } from './hooks/use-agenda-today';
import { useEventStatus } from './hooks/use-event-status';
import { todayString } from './utils/event-format';

// What the first screen does not show loads when first opened (its forms, dialogs, text fields
// and pickers: most of the page's MUI), with the delayed loader meanwhile.
const CalendarSyncDialog = lazyNamed(
  () => import('./components/calendar-sync-dialog'),
  'CalendarSyncDialog',
);
const EventPanel = lazyNamed(() => import('./components/event-panel'), 'EventPanel');
const EventSearch = lazyNamed(() => import('./components/event-search'), 'EventSearch');

const ALL_FILTERED = new Set<EventType>(TYPE_FILTERS.map((filter) => filter.type));

export interface AgendaPageProps {
  /** Its own "Oggi" in the toolbar: not under the host's header, which has one. */
  showToday?: boolean;
}

/** /agenda: month calendar, the day-grouped list of the loaded window and the event panel. */
export function AgendaPage({ showToday = true }: AgendaPageProps) {
  const client = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const agenda = useAgendaEvents();
  // Set below, once openEvent exists; the link is acted on after the first render.
  const openLinked = useRef<(eventId: number) => void>(() => undefined);
  const link = useLinkedEvent((eventId) => openLinked.current(eventId));
  const nav = useAgendaNavigation(agenda, listRef, link.date);
  const [shown, setShown] = useState<ReadonlySet<EventType>>(ALL_FILTERED);
  const [searchOpen, setSearchOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [syncOpen, setSyncOpen] = useState(false);
  // Mounted from its first opening on, so that closing it keeps its transition.
  const [syncUsed, setSyncUsed] = useState(false);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  const status = useEventStatus();

  useAgendaToday(() => nav.jumpTo(todayString()));

  // News are not among the four filters: they always show.
  const visible = useMemo(
    () =>
      agenda.events.filter(
        (event) => !ALL_FILTERED.has(event.resourcetype) || shown.has(event.resourcetype),
      ),
    [agenda.events, shown],
  );
  const eventDays = useMemo(() => new Set(visible.map((event) => event.date)), [visible]);

  const toggleType = (type: EventType) =>
    setShown((old) => {
      const next = new Set(old);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  const openPanel = (state: PanelState) => {
    setPanel(state);
    setPanelOpen(true);
  };

  const openEvent = async (event: AgendaEvent) => {
    if (event.resourcetype !== 'Notice' || event.fulfillment === null) {
      openPanel({ mode: 'view', event });
      return;
    }
    // A notice stands for its fulfilment: show that one.
    const id = event.fulfillment;
    try {
      const fulfillment = await client.fetchQuery({
        queryKey: agendaQueryKeys.event(id),
        queryFn: () => fromApi(getEvent(id)),
      });
      openPanel({ mode: 'view', event: fulfillment });
    } catch (error) {
      const message = serverErrorMessage(apiResultOf(error)?.error ?? null);
      showToast({ message, severity: 'error' });
    }
  };

  openLinked.current = (eventId) => {
    void client
      .fetchQuery({
        queryKey: agendaQueryKeys.event(eventId),
        queryFn: () => fromApi(getEvent(eventId)),
      })
      .then(openEvent, (error: unknown) => {
        const message = serverErrorMessage(apiResultOf(error)?.error ?? null);
        showToast({ message, severity: 'error' });
      });
  };

  const toggleDone = async (event: AgendaEvent, action: 'done' | 'todo') => {
    const changed = await status.change(event, action);
    if (!changed) return;
    agenda.replaceEvent(changed);
    // The panel may be showing it: its menu follows the new status.
    setPanel((current) =>
      current?.mode === 'view' && current.event.id === changed.id
        ? { mode: 'view', event: changed }
        : current,
    );
  };

  const afterSave = (event: AgendaEvent, message: string, severity: 'success' | 'error') => {
    showToast({ message, severity });
    setPanelOpen(false);
    nav.jumpTo(event.date, { reload: true });
  };

  const afterDelete = (event: AgendaEvent) => {
    setPanelOpen(false);
    // The server also deleted the linked notice or fulfilment: ask it what is left.
    if (event.resourcetype === 'Fulfillment' || event.resourcetype === 'Notice') agenda.reload();
    else agenda.removeEvent(event.id);
  };

  const firstLoad = agenda.loading && agenda.range === null;
  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Agenda
      </Typography>
      <AgendaToolbar
        searchOpen={searchOpen}
        filtersOpen={filtersOpen}
        onToday={showToday ? () => nav.jumpTo(todayString()) : undefined}
        onToggleSearch={() => setSearchOpen((open) => !open)}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onAdd={() => openPanel({ mode: 'new', date: nav.selected })}
        onSync={() => {
          setSyncUsed(true);
          setSyncOpen(true);
        }}
      />
      {filtersOpen ? (
        <Box sx={{ mt: 2 }}>
          <TypeFilters shown={shown} onToggle={toggleType} />
        </Box>
      ) : null}
      {searchOpen ? (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<DelayedLoader />}>
            <EventSearch onOpen={(event) => void openEvent(event)} />
          </Suspense>
        </Box>
      ) : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ mt: 3, alignItems: 'flex-start' }}
      >
        <Box sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          <MonthCalendar
            month={nav.month}
            selected={nav.selected}
            eventDays={eventDays}
            onSelect={(date) => nav.jumpTo(date)}
            onMonthChange={nav.changeMonth}
            loading={agenda.loading}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }} aria-busy={agenda.loading}>
          {agenda.error ? (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => nav.jumpTo(nav.selected, { reload: true })}
                >
                  Riprova
                </Button>
              }
            >
              {agenda.error}
            </Alert>
          ) : null}
          {firstLoad ? <ListSkeleton /> : null}
          {agenda.loading && !firstLoad ? <DelayedLoader /> : null}
          {agenda.range === null ? null : (
            <DayList
              ref={listRef}
              events={visible}
              loading={agenda.loading}
              onOpen={(event) => void openEvent(event)}
              onToggleDone={(event, action) => void toggleDone(event, action)}
              busyId={status.busyId}
              onLoadBefore={() => agenda.extend('before')}
              onLoadAfter={() => agenda.extend('after')}
            />
          )}
        </Box>
      </Stack>
      <Suspense fallback={<DelayedLoader />}>
        {panel === null ? null : (
          <EventPanel
            state={panel}
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            onModeChange={openPanel}
            onSaved={(event, message) => afterSave(event, message, 'success')}
            onPartial={(event, message) => afterSave(event, message, 'error')}
            onChanged={(event) => {
              agenda.replaceEvent(event);
              setPanel({ mode: 'view', event });
            }}
            onDeleted={afterDelete}
          />
        )}
      </Suspense>
      <Suspense fallback={<DelayedLoader />}>
        {syncUsed ? (
          <CalendarSyncDialog open={syncOpen} onClose={() => setSyncOpen(false)} />
        ) : null}
      </Suspense>
    </Box>
  );
}
