import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { ValidatedTextField } from './validated-text-field';
import type { ValidatedTextFieldProps } from './validated-text-field';

type PasswordFieldProps = Omit<ValidatedTextFieldProps, 'type' | 'slotProps'> & {
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
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {hint && (
                <Tooltip title={hint} describeChild>
                  <IconButton aria-label="Requisiti della password" edge="end" sx={{ mr: 0.5 }}>
                    <HelpOutlinedIcon />
                  </IconButton>
                </Tooltip>
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
          ),
        },
      }}
    />
  );
}
