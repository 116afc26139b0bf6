import { useId } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { COURSE_DESCRIPTION_MAX_LENGTH } from '../../../domain/constants';
import { catalogItemPath, isOwned, itemCfp } from '../../../domain/catalog';
import { truncate } from '../../../domain/text';
import type { CatalogItem } from '@colleghi/api-contract';
import { CategoryChip } from './category-chip';
import { PriceTag } from './price-tag';

/**
 * A course or package of the catalogue. The whole card is the link to its detail (one tab stop,
 * named by the title); the list stays underneath the panel it opens.
 */
export function CatalogCard({ item }: { item: CatalogItem }) {
  const titleId = useId();
  const pkg = item.package;
  const owned = isOwned(item);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={catalogItemPath(item)}
        aria-labelledby={titleId}
        aria-haspopup="dialog"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {item.image ? (
          <CardMedia component="img" image={item.image} alt="" sx={{ height: 140 }} />
        ) : null}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {pkg ? <Chip size="small" color="primary" label="Pacchetto" /> : null}
            {item.category ? <CategoryChip category={item.category} /> : null}
            {owned ? (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<CheckCircleRoundedIcon />}
                label="Acquistato"
              />
            ) : null}
          </Stack>
          <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {item.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {truncate(item.short_description, COURSE_DESCRIPTION_MAX_LENGTH)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" variant="outlined" label={`${itemCfp(item)} CFP`} />
            {pkg ? (
              <Chip
                size="small"
                variant="outlined"
                label={pkg.courses.length === 1 ? '1 corso' : `${pkg.courses.length} corsi`}
              />
            ) : null}
            {item.course ? (
              <Chip size="small" variant="outlined" label={`${item.course.duration} giorni`} />
            ) : null}
            {item.package_available ? (
              <Chip size="small" variant="outlined" color="secondary" label="Anche in pacchetto" />
            ) : null}
          </Stack>
          <PriceTag item={item} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
