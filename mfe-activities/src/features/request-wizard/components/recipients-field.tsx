import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { RequestDraft } from '@colleghi/shared';
import { RECIPIENT_OPTIONS, recipientsOf, withRecipients } from '../utils/recipients';

export interface RecipientsFieldProps {
  draft: RequestDraft;
  onChange: (next: RequestDraft) => void;
}

/** Who receives the request: everyone (default) or one restricted group. */
export function RecipientsField({ draft, onChange }: RecipientsFieldProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        Destinatari
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={recipientsOf(draft)}
        onChange={(event) => {
          const option = RECIPIENT_OPTIONS.find((item) => item.value === event.target.value);
          if (option) onChange(withRecipients(draft, option.value));
        }}
      >
        {RECIPIENT_OPTIONS.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio slotProps={{ input: { 'aria-label': option.label } }} />}
            label={
              <>
                <Typography component="span" sx={{ display: 'block' }}>
                  {option.label}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary">
                  {option.help}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
