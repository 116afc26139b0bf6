import { Fragment } from 'react';
import { RightPanel } from '@colleghi/shared/ui';
import { emptyEventForm, eventFormToWrite, eventToForm } from '../../../domain/form';
import type { ApiErrorBody } from '@colleghi/shared/platform';
import type { EventFormValues } from '../../../domain/form';
import { HearingDeadlineForm } from '../deadlines/hearing-deadline-form';
import { useEventWrites } from '../hooks/use-event-writes';
import { EventForm } from './event-form';
import { EventView } from './event-view';
import { PostponeForm } from './postpone-form';
import type { AgendaEvent } from '@colleghi/api-contract';

export type PanelState =
  | { mode: 'view'; event: AgendaEvent }
  | { mode: 'new'; date: string }
  | { mode: 'edit'; event: AgendaEvent }
  | { mode: 'postpone'; event: AgendaEvent }
  | { mode: 'deadline'; event: AgendaEvent };

const TITLES: Record<PanelState['mode'], string> = {
  view: 'Dettaglio evento',
  new: 'Nuovo evento',
  edit: 'Modifica evento',
  postpone: 'Rinvia udienza',
  deadline: 'Aggiungi scadenza',
};

export interface EventPanelProps {
  state: PanelState | null;
  open: boolean;
  onClose: () => void;
  onModeChange: (state: PanelState) => void;
  /** Created, edited or postponed (the event to jump to), with the toast to show. */
  onSaved: (event: AgendaEvent, message: string) => void;
  /** Postponed only halfway: the new hearing exists, the old one could not be marked. */
  onPartial: (event: AgendaEvent, message: string) => void;
  onChanged: (event: AgendaEvent) => void;
  onDeleted: (event: AgendaEvent) => void;
}

/** The side panel and its modes: view, new, edit, and for hearings postpone and add a deadline. */
export function EventPanel({
  state,
  open,
  onClose,
  onModeChange,
  onSaved,
  onPartial,
  onChanged,
  onDeleted,
}: EventPanelProps) {
  const { createEvent, updateEvent } = useEventWrites();
  const create = async (values: EventFormValues): Promise<ApiErrorBody | null> => {
    const result = await createEvent(eventFormToWrite(values));
    if (!result.data) return result.error ?? {};
    onSaved(result.data, 'Evento creato.');
    return null;
  };
  const update =
    (id: number) =>
    async (values: EventFormValues): Promise<ApiErrorBody | null> => {
      // eventToForm keeps the current status: the edit sends it back as is.
      const result = await updateEvent(id, eventFormToWrite(values));
      if (!result.data) return result.error ?? {};
      onSaved(result.data, 'Evento modificato.');
      return null;
    };

  const body = () => {
    if (!state) return null;
    switch (state.mode) {
      case 'view':
        return (
          <EventView
            event={state.event}
            onChanged={onChanged}
            onDeleted={onDeleted}
            onEdit={() => onModeChange({ mode: 'edit', event: state.event })}
            onPostpone={() => onModeChange({ mode: 'postpone', event: state.event })}
            onAddDeadline={() => onModeChange({ mode: 'deadline', event: state.event })}
          />
        );
      case 'new':
        return (
          <EventForm
            initial={emptyEventForm('Hearing', state.date)}
            typeEditable
            submitLabel="Salva"
            onSubmit={create}
            onCancel={onClose}
          />
        );
      case 'edit': {
        const initial = eventToForm(state.event);
        return initial ? (
          <EventForm
            initial={initial}
            typeEditable={false}
            submitLabel="Salva modifiche"
            onSubmit={update(state.event.id)}
            onCancel={() => onModeChange({ mode: 'view', event: state.event })}
          />
        ) : null;
      }
      case 'postpone':
        return (
          <PostponeForm
            event={state.event}
            onPostponed={(created) => onSaved(created, 'Udienza rinviata.')}
            onPartial={onPartial}
            onCancel={() => onModeChange({ mode: 'view', event: state.event })}
          />
        );
      case 'deadline':
        return (
          <HearingDeadlineForm
            hearing={state.event}
            onCreated={(created) => onSaved(created, 'Scadenza aggiunta.')}
            onCancel={() => onModeChange({ mode: 'view', event: state.event })}
          />
        );
    }
  };

  const key = state ? `${state.mode}-${'event' in state ? state.event.id : state.date}` : 'none';
  return (
    <RightPanel open={open} onClose={onClose} title={state ? TITLES[state.mode] : ''}>
      {/* Keyed by mode and event, so each form starts from its own initial values. */}
      <Fragment key={key}>{body()}</Fragment>
    </RightPanel>
  );
}
