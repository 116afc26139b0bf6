import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export interface CopyableFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
  monospace?: boolean;
}

/** A read-only value the user can select by hand or copy with one click. */
export function CopyableField({ label, value, copyLabel, onCopy, monospace }: CopyableFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      slotProps={{
        input: {
          readOnly: true,
          sx: monospace ? { fontFamily: 'monospace' } : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={copyLabel} onClick={onCopy} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
