import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { lazyNamed } from '@colleghi/shared/ui';
import { HintButton } from './hint-button';
import { ValidatedTextField } from './validated-text-field';
import type { ValidatedTextFieldProps } from './validated-text-field';

// The tooltip and its positioning engine (Popper) load only where a field has a
// hint (sign-up, new password), not on /signin; until then the icon shows without its tooltip.
const PasswordHint = lazyNamed(() => import('./password-hint'), 'PasswordHint');

type PasswordFieldProps = Omit<ValidatedTextFieldProps, 'type' | 'endAdornment' | 'label'> & {
  label?: ValidatedTextFieldProps['label'];
  /** When set, a help icon shows this text in a tooltip. */
  hint?: string;
};

/** Password input with a show/hide toggle and an optional help tooltip. */
export function PasswordField({
  hint,
  label = 'Password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <ValidatedTextField
      {...props}
      label={label}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          {hint && (
            <Suspense fallback={<HintButton />}>
              <PasswordHint hint={hint} />
            </Suspense>
          )}
          <IconButton
            aria-label={visible ? 'Nascondi password' : 'Mostra password'}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            disabled={disabled}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
