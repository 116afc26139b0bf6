import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { monthGrid } from '../../../domain/window';
import { fullDate, monthTitle } from '../utils/event-format';

export const WEEKDAYS = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

export interface MonthCalendarProps {
  /** 'YYYY-MM' */
  month: string;
  selected: string;
  /** Days ('YYYY-MM-DD') that get a dot. */
  eventDays: ReadonlySet<string>;
  onSelect: (date: string) => void;
  onMonthChange: (delta: -1 | 1) => void;
  /** Month changes are ignored while the agenda loads; the buttons say so (aria-disabled). */
  loading: boolean;
}

/** The inline month: weeks from Monday, a dot on days with events, days are buttons. */
export function MonthCalendar({
  month,
  selected,
  eventDays,
  onSelect,
  onMonthChange,
  loading,
}: MonthCalendarProps) {
  const weeks = monthGrid(month);
  const change = (delta: -1 | 1) => {
    if (!loading) onMonthChange(delta);
  };
  return (
    <Box component="section" aria-label="Calendario">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton aria-label="Mese precedente" aria-disabled={loading} onClick={() => change(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          sx={{ flex: 1, textAlign: 'center' }}
          aria-live="polite"
        >
          {monthTitle(month)}
        </Typography>
        <IconButton aria-label="Mese successivo" aria-disabled={loading} onClick={() => change(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box role="table" aria-label={monthTitle(month)}>
        <Box role="row" sx={rowSx}>
          {WEEKDAYS.map((day) => (
            <Typography
              key={day}
              role="columnheader"
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary' }}
            >
              {day}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box role="row" key={week[0]?.date} sx={rowSx}>
            {week.map((day) => {
              const isSelected = day.date === selected;
              const hasEvents = eventDays.has(day.date);
              return (
                <Box role="cell" key={day.date} sx={{ display: 'flex', justifyContent: 'center' }}>
                  <ButtonBase
                    aria-label={`${fullDate(day.date)}${hasEvents ? ', con eventi' : ''}`}
                    aria-pressed={isSelected}
                    aria-current={day.isToday ? 'date' : undefined}
                    data-has-events={hasEvents ? 'true' : undefined}
                    onClick={() => onSelect(day.date)}
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      flexDirection: 'column',
                      // Days of the neighbouring months are buttons too: lighter, but readable
                      // (the disabled grey was 2.6:1 on the page's background).
                      color: isSelected
                        ? 'primary.contrastText'
                        : day.inMonth
                          ? 'text.primary'
                          : 'text.secondary',
                      fontWeight: day.inMonth ? 600 : 400,
                      bgcolor: isSelected ? 'primary.main' : 'transparent',
                      border: day.isToday && !isSelected ? 1 : 0,
                      borderColor: 'primary.main',
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.dark' },
                    }}
                  >
                    <span>{Number(day.date.slice(8))}</span>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 5,
                        height: 5,
                        borderRadius: '50%',
                        bgcolor: hasEvents
                          ? isSelected
                            ? 'common.white'
                            : 'primary.main'
                          : 'transparent',
                      }}
                    />
                  </ButtonBase>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const rowSx = { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mb: 0.5 };
