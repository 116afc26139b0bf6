import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  ONLY_CERTIFIED_OPTION,
  RECIPIENT_OPTIONS,
  recipientsOf,
  withOnlyCertified,
  withRecipients,
} from '../../../domain/recipients';
import type { RequestDraft } from '../../../domain/wizard';

export interface RecipientsFieldProps {
  draft: RequestDraft;
  onChange: (next: RequestDraft) => void;
}

/** Who receives the request: everyone (default) or one group, and optionally certified only. */
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
            label={<ChoiceLabel {...option} />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.only_certified}
            onChange={(_event, checked) => onChange(withOnlyCertified(draft, checked))}
            slotProps={{ input: { 'aria-label': ONLY_CERTIFIED_OPTION.label } }}
          />
        }
        label={<ChoiceLabel {...ONLY_CERTIFIED_OPTION} />}
        sx={{ alignItems: 'flex-start', mt: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
      />
    </FormControl>
  );
}

/** A choice's name, with what it means below it. */
function ChoiceLabel({ label, help }: { label: string; help: string }) {
  return (
    <>
      <Typography component="span" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {help}
      </Typography>
    </>
  );
}
