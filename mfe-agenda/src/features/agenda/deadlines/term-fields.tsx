import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DateField } from '@colleghi/shared/ui';
import { TERM_UNIT_LABELS } from './calculator';
import type { TermDirection, TermUnit } from './calculator';
import type { TermDraft } from './term-draft';

const UNITS: TermUnit[] = ['days', 'months', 'years'];

export interface TermFieldsProps {
  draft: TermDraft;
  onChange: (patch: Partial<TermDraft>) => void;
  /** The reference date's label; null hides the field (the reference is given, e.g. a hearing). */
  referenceLabel?: string | null;
  /** false: the direction is given (backward from a hearing) and not asked. */
  showDirection?: boolean;
  /** Set after a failed attempt, under the duration. */
  amountError?: string | null;
}

/** The inputs of a procedural term: reference date, duration, unit, direction and options. */
export function TermFields({
  draft,
  onChange,
  referenceLabel = 'Data di riferimento',
  showDirection = true,
  amountError = null,
}: TermFieldsProps) {
  const directionId = useId();
  return (
    <Stack spacing={2}>
      {referenceLabel === null ? null : (
        <DateField
          label={referenceLabel}
          name="term_from"
          required
          value={draft.from}
          onChange={(from) => onChange({ from })}
          helperText="Ad esempio la notifica, la pubblicazione o l’udienza."
        />
      )}
      <Stack direction="row" spacing={2}>
        <TextField
          label="Durata"
          name="term_amount"
          required
          fullWidth
          value={draft.amount}
          onChange={(event) => onChange({ amount: event.target.value.replace(/\D/g, '') })}
          error={Boolean(amountError)}
          helperText={amountError}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Unità"
          name="term_unit"
          fullWidth
          value={draft.unit}
          onChange={(event) => onChange({ unit: event.target.value as TermUnit })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {TERM_UNIT_LABELS[unit].many}
            </option>
          ))}
        </TextField>
      </Stack>
      {showDirection ? (
        <FormControl>
          <FormLabel id={directionId}>Direzione</FormLabel>
          <RadioGroup
            row
            aria-labelledby={directionId}
            name="term_direction"
            value={draft.direction}
            onChange={(event) => onChange({ direction: event.target.value as TermDirection })}
          >
            <FormControlLabel
              value="forward"
              control={<Radio />}
              label="In avanti (dopo la data)"
            />
            <FormControlLabel
              value="backward"
              control={<Radio />}
              label="A ritroso (prima della data)"
            />
          </RadioGroup>
        </FormControl>
      ) : null}
      <Stack>
        <FormControlLabel
          control={
            <Switch
              name="term_suspension"
              checked={draft.suspension}
              onChange={(event) => onChange({ suspension: event.target.checked })}
            />
          }
          label="Sospensione feriale (1°–31 agosto)"
        />
        <FormControlLabel
          control={
            <Switch
              name="term_free_days"
              checked={draft.freeDays}
              onChange={(event) => onChange({ freeDays: event.target.checked })}
            />
          }
          label="Giorni liberi (esclusi entrambi gli estremi)"
        />
        {draft.direction === 'forward' ? (
          <FormControlLabel
            control={
              <Switch
                name="term_out_of_hearing"
                checked={draft.outOfHearing}
                onChange={(event) => onChange({ outOfHearing: event.target.checked })}
              />
            }
            label="Atto fuori udienza (la scadenza di sabato slitta al lunedì)"
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
