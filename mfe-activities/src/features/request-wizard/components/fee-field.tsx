import { useId } from 'react';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEE_TO_AGREE_LABEL, formatEuro } from '@colleghi/shared/domain';
import { canDecreaseFee, decreaseFee, feeStart, increaseFee } from '../../../domain/fee';
import type { RequestDraft } from '../../../domain/wizard';

export interface FeeFieldProps {
  draft: RequestDraft;
  onChange: (next: RequestDraft) => void;
  error?: string;
}

/** The fee: an amount moved by the +/- buttons (never below the type's start), or to be agreed. */
export function FeeField({ draft, onChange, error }: FeeFieldProps) {
  const labelId = useId();
  const start = feeStart(draft.type);
  const custom = draft.moneyMode === 'custom';
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={labelId}>
        Compenso
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={draft.moneyMode}
        onChange={(event) =>
          onChange({
            ...draft,
            moneyMode: event.target.value === 'to-agree' ? 'to-agree' : 'custom',
          })
        }
      >
        <FormControlLabel value="custom" control={<Radio />} label="Indica un importo" />
        <FormControlLabel value="to-agree" control={<Radio />} label={FEE_TO_AGREE_LABEL} />
      </RadioGroup>
      {custom ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
          <IconButton
            aria-label="Diminuisci il compenso"
            onClick={() => onChange({ ...draft, money: decreaseFee(draft.money, start) })}
            disabled={!canDecreaseFee(draft.money, start)}
            color="primary"
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <Remove />
          </IconButton>
          <Typography
            component="output"
            aria-label="Importo del compenso"
            aria-live="polite"
            variant="h5"
            sx={{ minWidth: 120, textAlign: 'center', fontWeight: 600 }}
          >
            {formatEuro(draft.money)}
          </Typography>
          <IconButton
            aria-label="Aumenta il compenso"
            onClick={() => onChange({ ...draft, money: increaseFee(draft.money) })}
            color="primary"
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <Add />
          </IconButton>
          <Typography variant="body2" color="text.secondary">
            oltre IVA e CPA
          </Typography>
        </Stack>
      ) : (
        <FormHelperText>
          Concorderai il compenso con il collega che accetterà l’incarico.
        </FormHelperText>
      )}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
