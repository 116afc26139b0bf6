import { useMemo } from 'react';
import Box from '@mui/material/Box';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { italianDateParts, upcomingDates } from '../../../domain/rome-time';
import { ChoiceCard } from './choice-card';

/** How many days ahead the cards offer; later dates go through the date input. */
export const DATE_CARD_DAYS = 30;

export interface DateCardsProps {
  value: string;
  onChange: (date: string) => void;
  labelId: string;
}

/** The next days as cards: day name, day number, month (Italian). */
export function DateCards({ value, onChange, labelId }: DateCardsProps) {
  const dates = useMemo(() => upcomingDates(new Date(), DATE_CARD_DAYS), []);
  return (
    // The scroller wraps the group: a wrapping flex group would grow to fit all 30 cards.
    <Box sx={{ overflowX: 'auto', py: 1, px: 0.5 }}>
      <RadioGroup
        aria-labelledby={labelId}
        value={dates.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexDirection: 'row', flexWrap: 'nowrap', gap: 1, width: 'max-content' }}
      >
        {dates.map((date) => {
          const parts = italianDateParts(date);
          return (
            <ChoiceCard
              key={date}
              value={date}
              checked={value === date}
              name={`${parts.dayName} ${parts.dayNumber} ${parts.month}`}
              minWidth={88}
            >
              <Stack sx={{ alignItems: 'center', py: 1 }}>
                <Typography variant="caption" component="span" sx={{ textTransform: 'capitalize' }}>
                  {parts.dayName}
                </Typography>
                <Typography variant="h5" component="span" sx={{ fontWeight: 700 }}>
                  {parts.dayNumber}
                </Typography>
                <Typography
                  variant="caption"
                  component="span"
                  color="text.secondary"
                  sx={{ textTransform: 'capitalize' }}
                >
                  {parts.month}
                </Typography>
              </Stack>
            </ChoiceCard>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
