import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ConfirmAction } from './confirm-action';
import type { ConfirmActionProps } from './confirm-action';

export interface DetailLayoutProps {
  /** The request and the people on it, above the divider. */
  children: ReactNode;
  /** The buttons under the divider, in one wrapping row. */
  buttons: ReactNode;
  /** The panel's one confirmation dialog (useDetailActions' `confirm`). */
  confirm: ConfirmActionProps;
  /** Further dialogs or panels the actions open. */
  dialogs?: ReactNode;
}

/** The frame of an activity's detail panel: its data, a divider, then what can be done. */
export function DetailLayout({ children, buttons, confirm, dialogs }: DetailLayoutProps) {
  return (
    <Stack spacing={3}>
      {children}
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {buttons}
      </Stack>
      <ConfirmAction {...confirm} />
      {dialogs}
    </Stack>
  );
}
