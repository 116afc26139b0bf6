import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { eventMenu } from '../../../domain/menu';
import type { AgendaEvent } from '@colleghi/api-contract';

export type EventAction = 'markDone' | 'markTodo' | 'postpone' | 'edit' | 'delete';

export const ACTION_LABELS: Record<EventAction, string> = {
  markDone: 'Segna come completato',
  markTodo: 'Segna come da fare',
  postpone: 'Rinvia',
  edit: 'Modifica',
  delete: 'Elimina',
};

const ORDER: EventAction[] = ['markDone', 'markTodo', 'postpone', 'edit', 'delete'];

/** The view's menu: exactly the actions eventMenu allows for the event's type and status. */
export function EventActionsMenu({
  event,
  onAction,
}: {
  event: AgendaEvent;
  onAction: (action: EventAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const allowed = eventMenu(event);
  const actions = ORDER.filter((action) => allowed[action]);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label="Azioni evento"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(click) => setAnchor(click.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
