import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatMinutes } from '../../../domain/text';
import type { CatalogItem } from '@colleghi/api-contract';

/** What the item contains: a course's lessons, a package's courses. */
export function ItemContents({ item }: { item: CatalogItem }) {
  const titleId = useId();
  if (item.package) {
    return (
      <section aria-labelledby={titleId}>
        <Typography id={titleId} component="h4" variant="subtitle1" sx={{ mt: 2 }}>
          Corsi del pacchetto
        </Typography>
        <List dense aria-labelledby={titleId}>
          {item.package.courses.map((course) => (
            <ListItem key={course.id} disableGutters>
              <ListItemText primary={course.name} secondary={`${course.cfp} CFP`} />
            </ListItem>
          ))}
        </List>
      </section>
    );
  }
  const resources = item.course?.resources ?? [];
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ mt: 2 }}>
        Programma
      </Typography>
      <List dense aria-labelledby={titleId}>
        {resources.map((resource, index) => (
          <ListItem key={`${index}-${resource.name}`} disableGutters>
            <ListItemText primary={resource.name} secondary={formatMinutes(resource.duration)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
