import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { descriptionItems } from '../../../domain/subscriptions/rules';

export interface DescriptionBulletsProps {
  description: string;
  label: string;
  dense?: boolean;
}

/** A catalogue description ('•'-separated items) as a list of benefits. */
export function DescriptionBullets({ description, label, dense = false }: DescriptionBulletsProps) {
  const items = descriptionItems(description);
  if (items.length === 0) return null;
  return (
    <List dense={dense} aria-label={label} disablePadding>
      {items.map((item) => (
        <ListItem
          key={item}
          disableGutters
          sx={{ alignItems: 'flex-start', py: dense ? 0.25 : 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 32, mt: 0.25 }}>
            <CheckCircleOutlinedIcon fontSize="small" color="secondary" />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
