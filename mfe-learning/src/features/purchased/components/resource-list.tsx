import { useId } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { RESOURCE_NAME_MAX_LENGTH } from '../../../domain/constants';
import { formatMinutes, truncate } from '../../../domain/text';
import type { CatalogItem } from '@colleghi/api-contract';

/** The lessons of a purchased course, each a link (names cut at 87 characters). */
export function ResourceList({
  resources,
  disabled,
}: {
  resources: readonly NonNullable<CatalogItem['course']>['resources'][number][];
  /** After the deadline the lessons are listed but no longer linked. */
  disabled: boolean;
}) {
  const titleId = useId();
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        Lezioni
      </Typography>
      <List dense aria-labelledby={titleId} disablePadding>
        {resources.map((resource, index) => {
          const name = truncate(resource.name, RESOURCE_NAME_MAX_LENGTH);
          return (
            <ListItem key={`${index}-${resource.link}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PlayCircleOutlineRoundedIcon color={disabled ? 'disabled' : 'primary'} />
              </ListItemIcon>
              <ListItemText
                primary={
                  disabled ? (
                    name
                  ) : (
                    <Link
                      href={resource.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={resource.name === name ? undefined : resource.name}
                    >
                      {name}
                    </Link>
                  )
                }
                secondary={formatMinutes(resource.duration)}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
