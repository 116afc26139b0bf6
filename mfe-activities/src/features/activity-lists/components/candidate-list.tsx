import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@colleghi/shared/domain';
import { displayName } from '../../../domain/masking';
import type { DemandCandidate } from '@colleghi/api-contract';

export interface CandidateListProps {
  title: string;
  candidates: readonly DemandCandidate[];
  emptyText?: string;
  onOpen: (candidate: DemandCandidate) => void;
}

/** Colleagues who offered themselves (or the assignee); each opens the profile panel. */
export function CandidateList({ title, candidates, emptyText, onOpen }: CandidateListProps) {
  if (candidates.length === 0 && !emptyText) return null;
  return (
    <section aria-label={title}>
      <Typography component="h4" variant="subtitle2">
        {title}
      </Typography>
      {candidates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding>
          {candidates.map((candidate) => {
            const name = displayName(candidate.user);
            return (
              <ListItem key={candidate.id} disablePadding>
                <ListItemButton onClick={() => onOpen(candidate)} aria-haspopup="dialog">
                  <ListItemAvatar>
                    <Avatar src={candidate.user.profile.picture ?? undefined} alt="">
                      {name.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    secondary={ROLE_LABELS[candidate.user.profile.type]}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
