import Chip from '@mui/material/Chip';
import type { CourseCategory } from '@colleghi/api-contract';

/** The category's name in its own colours. */
export function CategoryChip({ category }: { category: CourseCategory }) {
  return (
    <Chip
      size="small"
      label={category.name}
      sx={{
        bgcolor: category.background_color,
        color: category.foreground_color,
        fontWeight: 600,
      }}
    />
  );
}
