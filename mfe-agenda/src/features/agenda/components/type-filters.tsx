import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Check from '@mui/icons-material/Check';
import { TYPE_FILTERS } from '@colleghi/shared/domain';
import type { EventType } from '@colleghi/api-contract';

export interface TypeFiltersProps {
  /** The types shown; a type missing here is hidden from the list and the dots. */
  shown: ReadonlySet<EventType>;
  onToggle: (type: EventType) => void;
}

/** The four type filters as checkbox chips (Appuntamenti, Adempimenti, Avvisi, Udienze). */
export function TypeFilters({ shown, onToggle }: TypeFiltersProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label="Filtra per tipo"
    >
      {TYPE_FILTERS.map((filter) => {
        const checked = shown.has(filter.type);
        return (
          <Chip
            key={filter.type}
            role="checkbox"
            aria-checked={checked}
            label={filter.label}
            icon={checked ? <Check aria-hidden /> : undefined}
            color={checked ? 'primary' : 'default'}
            variant={checked ? 'filled' : 'outlined'}
            onClick={() => onToggle(filter.type)}
          />
        );
      })}
    </Stack>
  );
}
