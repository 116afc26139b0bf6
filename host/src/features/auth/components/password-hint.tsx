import Tooltip from '@mui/material/Tooltip';
import { HintButton } from './hint-button';

/** The help icon of a password field, whose tooltip states the rules. */
export function PasswordHint({ hint }: { hint: string }) {
  return (
    <Tooltip title={hint} describeChild>
      <HintButton />
    </Tooltip>
  );
}
