import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { isReservedSkill, skillsButtonLabel } from '../../../../domain/subscriptions/rules';
import type { User } from '@colleghi/api-contract';
import { secondCityOf } from '../../utils/city-change';
import { SectionCard } from '../section-card';
import { SkillChips } from '../skills/skill-chips';

/** Lawyers only: first and second municipality, then the skills. */
export function LocationsSkillsCard({ user }: { user: User }) {
  const { profile } = user;
  const city2 = secondCityOf(user);
  const skills = profile.skills.filter((skill) => !isReservedSkill(skill));
  return (
    <SectionCard title="Comuni e competenze">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Place label="Comune principale" value={profile.city?.display_name ?? null} />
          <Place
            label="Secondo comune"
            value={city2?.display_name ?? null}
            empty={
              user.is_certified ? 'Nessun secondo comune' : 'Disponibile con il profilo certificato'
            }
          />
          <Box sx={{ alignSelf: 'center' }}>
            <Button component={RouterLink} to="/profile-locations" size="small">
              {user.is_certified ? 'Gestisci secondo comune' : 'Scopri il secondo comune'}
            </Button>
          </Box>
        </Stack>
        <Divider />
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Competenze
          </Typography>
          <Button component={RouterLink} to="/profile-skills" variant="outlined" size="small">
            {skillsButtonLabel(user)}
          </Button>
        </Stack>
        <SkillChips label="Competenze" skills={skills} empty="Non hai ancora scelto competenze." />
      </Stack>
    </SectionCard>
  );
}

function Place({ label, value, empty }: { label: string; value: string | null; empty?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
      <PlaceIcon color="secondary" />
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography color={value ? 'text.primary' : 'text.disabled'}>
          {value ?? empty ?? 'Non indicato'}
        </Typography>
      </div>
    </Stack>
  );
}
