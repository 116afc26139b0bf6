import type { AgendaEvent } from '@colleghi/api-contract';

/** The actions the event view menu offers. */
export interface EventMenu {
  markDone: boolean;
  markTodo: boolean;
  postpone: boolean;
  edit: boolean;
  delete: boolean;
}

const NOTHING: EventMenu = {
  markDone: false,
  markTodo: false,
  postpone: false,
  edit: false,
  delete: false,
};

/**
 * Event status rules: done/todo only from TODO/DONE; POSTPONED events may only be deleted;
 * postpone only for hearings neither done nor postponed; edit only when neither. Notices can only
 * be deleted (they follow their fulfilment); News are articles, not the user's.
 */
export function eventMenu(event: AgendaEvent): EventMenu {
  if (event.resourcetype === 'News') return NOTHING;
  if (event.resourcetype === 'Notice') return { ...NOTHING, delete: true };
  const status = event.lawyerevent?.status ?? 'TODO';
  const open = status === 'TODO';
  return {
    markDone: open,
    markTodo: status === 'DONE',
    postpone: open && event.resourcetype === 'Hearing',
    edit: open,
    delete: true,
  };
}
