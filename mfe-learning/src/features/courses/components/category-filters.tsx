import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CourseCategory } from '@colleghi/api-contract';

export interface CategoryFiltersProps {
  categories: readonly CourseCategory[];
  /** null = 'Tutte'. */
  value: number | null;
  onChange: (category: number | null) => void;
}

/** One category at a time, each button in its category's colours; 'Tutte' clears the choice. */
export function CategoryFilters({ categories, value, onChange }: CategoryFiltersProps) {
  return (
    <Stack direction="row" role="group" aria-label="Categorie" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant={value === null ? 'contained' : 'outlined'}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        Tutte
      </Button>
      {categories.map((category) => {
        const selected = category.id === value;
        return (
          <Button
            key={category.id}
            size="small"
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(category.id)}
            sx={{
              borderColor: category.background_color,
              color: selected ? category.foreground_color : 'text.primary',
              bgcolor: selected ? category.background_color : 'background.paper',
              '&:hover': {
                borderColor: category.background_color,
                bgcolor: selected ? category.background_color : 'action.hover',
              },
              '&::before': selected
                ? undefined
                : {
                    content: '""',
                    width: 10,
                    height: 10,
                    mr: 1,
                    borderRadius: '50%',
                    bgcolor: category.background_color,
                  },
            }}
          >
            {category.name}
          </Button>
        );
      })}
    </Stack>
  );
}
