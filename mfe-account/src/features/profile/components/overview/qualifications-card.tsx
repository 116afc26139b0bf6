import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import type { User } from '@colleghi/api-contract';
import { SectionCard } from '../section-card';
import { SkillChips } from '../skills/skill-chips';

/** The descriptive qualifications, managed on /profile-skills. */
export function QualificationsCard({ user }: { user: User }) {
  return (
    <SectionCard
      title="Qualifiche descrittive"
      action={
        <Button component={RouterLink} to="/profile-skills" size="small">
          Gestisci qualifiche
        </Button>
      }
    >
      <SkillChips
        label="Qualifiche descrittive"
        skills={user.profile.custom_skills}
        empty="Nessuna qualifica descrittiva."
      />
    </SectionCard>
  );
}
