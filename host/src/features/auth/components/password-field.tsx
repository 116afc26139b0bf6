import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { PasswordRules } from './password-rules';
import { ValidatedTextField } from './validated-text-field';
import type { ValidatedTextFieldProps } from './validated-text-field';

type PasswordFieldProps = Omit<
  ValidatedTextFieldProps,
  'type' | 'endAdornment' | 'label' | 'describedBy' | 'children'
> & {
  label?: ValidatedTextFieldProps['label'];
  /** When set, this text and the rules it states show under the field, ticked as typed. */
  hint?: string;
};

/** Password input with a show/hide toggle and, for a new password, its rules in sight. */
export function PasswordField({
  hint,
  label = 'Password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const rulesId = `${useId()}-rules`;
  return (
    <ValidatedTextField
      {...props}
      label={label}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      describedBy={hint ? rulesId : undefined}
      endAdornment={
        <InputAdornment position="end">
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
    >
      {hint ? <PasswordRules id={rulesId} hint={hint} value={props.value} /> : null}
    </ValidatedTextField>
  );
}
