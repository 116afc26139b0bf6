import { useState } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { canEditSkillDescription } from '../../../../domain/subscriptions/rules';
import { setSkillDescription } from '../../../../api/profile';
import type { User } from '@colleghi/api-contract';
import { SectionCard } from '../section-card';
import { DescriptionDialog } from './description-dialog';
import type { DescriptionTarget } from './description-dialog';

/** Each saved skill with its description; only Gold users may write them. */
export function SkillDescriptions({ user }: { user: User }) {
  const [describing, setDescribing] = useState<DescriptionTarget | null>(null);
  const gold = canEditSkillDescription(user);
  const skills = user.profile.skills;
  return (
    <SectionCard
      title="Descrizioni delle competenze"
      description={
        gold
          ? 'Descrivi ai colleghi la tua esperienza in ciascuna competenza.'
          : 'Le descrizioni delle competenze sono riservate agli utenti Gold.'
      }
      action={
        gold ? null : (
          <Button component={RouterLink} to="/subscriptions" size="small">
            Scopri Gold
          </Button>
        )
      }
    >
      {skills.length === 0 ? (
        <Typography color="text.secondary">Non hai ancora competenze nel profilo.</Typography>
      ) : (
        <List disablePadding aria-label="Descrizioni delle competenze">
          {skills.map((skill) => (
            <ListItem
              key={skill.id}
              divider
              disableGutters
              secondaryAction={
                gold ? (
                  <Button
                    size="small"
                    aria-label={`Modifica descrizione di ${skill.name}`}
                    onClick={() =>
                      setDescribing({
                        name: skill.name,
                        description: skill.description,
                        save: (text) => setSkillDescription(skill.id, text),
                      })
                    }
                  >
                    Modifica
                  </Button>
                ) : null
              }
            >
              <ListItemText
                primary={skill.name}
                secondary={skill.description || 'Nessuna descrizione'}
                sx={{ pr: gold ? 12 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <DescriptionDialog target={describing} onClose={() => setDescribing(null)} />
    </SectionCard>
  );
}
