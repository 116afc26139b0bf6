import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Add from '@mui/icons-material/Add';
import Calculate from '@mui/icons-material/Calculate';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Today from '@mui/icons-material/Today';
import { Link } from '@colleghi/shared/router';

export interface AgendaToolbarProps {
  searchOpen: boolean;
  filtersOpen: boolean;
  /** Absent: no "Oggi" here (the host's header has it). */
  onToday?: () => void;
  onToggleSearch: () => void;
  onToggleFilters: () => void;
  onAdd: () => void;
  onSync: () => void;
}

/**
 * Oggi (standalone and embedded: in the host the header has it), search, filters, sync, the
 * deadline calculator's page, add.
 */
export function AgendaToolbar({
  searchOpen,
  filtersOpen,
  onToday,
  onToggleSearch,
  onToggleFilters,
  onAdd,
  onSync,
}: AgendaToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {onToday ? (
        <Button variant="outlined" startIcon={<Today />} onClick={onToday}>
          Oggi
        </Button>
      ) : null}
      <ToggleButton
        value="search"
        size="small"
        selected={searchOpen}
        onChange={onToggleSearch}
        aria-label="Cerca"
      >
        <Search />
      </ToggleButton>
      <ToggleButton
        value="filters"
        size="small"
        selected={filtersOpen}
        onChange={onToggleFilters}
        aria-label="Filtri"
      >
        <FilterList />
      </ToggleButton>
      <Button variant="outlined" startIcon={<EventRepeat />} onClick={onSync}>
        Sincronizza calendario
      </Button>
      <Button
        variant="outlined"
        startIcon={<Calculate />}
        component={Link}
        to="/agenda/calcolatore"
      >
        Calcola termini
      </Button>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ ml: { sm: 'auto' } }}>
        Nuovo evento
      </Button>
    </Stack>
  );
}
