import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ArticleCategory } from '@colleghi/api-contract';

export interface CategoryChipsProps {
  categories: readonly ArticleCategory[];
  /** null = 'Tutte'. */
  value: number | null;
  onChange: (category: number | null) => void;
}

/** One category at a time; 'Tutte' clears the choice. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const options = [{ id: null, name: 'Tutte' }, ...categories];
  return (
    <Stack direction="row" role="group" aria-label="Categorie" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const selected = option.id === value;
        return (
          <Chip
            key={option.id ?? 'all'}
            label={option.name}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(option.id)}
          />
        );
      })}
    </Stack>
  );
}
