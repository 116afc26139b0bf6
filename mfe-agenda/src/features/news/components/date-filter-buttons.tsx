import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { NEWS_DATE_FILTERS } from '../../../domain/news';
import type { NewsDateFilter } from '../../../domain/news';

export interface DateFilterButtonsProps {
  value: NewsDateFilter;
  onChange: (filter: NewsDateFilter) => void;
}

/** Tutte, Oggi, Ieri, Ultima settimana: always exactly one. */
export function DateFilterButtons({ value, onChange }: DateFilterButtonsProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      // Clicking the pressed button gives null: keep the current choice.
      onChange={(_event, next: NewsDateFilter | null) => {
        if (next) onChange(next);
      }}
      aria-label="Periodo"
    >
      {NEWS_DATE_FILTERS.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
