import TextField from '@mui/material/TextField';
import { NOTICE_CHOICES } from '@colleghi/shared/domain';
import type { NoticeDays } from '@colleghi/api-contract';

export interface NoticeFieldProps {
  value: NoticeDays | null;
  onChange: (value: NoticeDays | null) => void;
  error?: string;
}

/** A fulfilment's notice: none, or 1 day, 2 days, 1 week or 2 weeks before. */
export function NoticeField({ value, onChange, error }: NoticeFieldProps) {
  return (
    <TextField
      select
      label="Avviso"
      name="notice_days"
      value={value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(event.target.value === '' ? null : (Number(event.target.value) as NoticeDays))
      }
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Nessun avviso</option>
      {NOTICE_CHOICES.map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
