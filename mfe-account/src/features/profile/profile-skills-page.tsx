import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { isAccountant, showsSkillsOnboarding } from '../../domain/subscriptions/rules';
import { PageLayout } from './components/page-layout';
import { QualificationsSection } from './components/skills/qualifications-section';
import { SkillDescriptions } from './components/skills/skill-descriptions';
import { SkillSections } from './components/skills/skill-sections';

/** /profile-skills: skills with their limits, descriptions (Gold) and qualifications. */
export function ProfileSkillsPage() {
  const { user } = useSession();
  if (!user) return <DelayedLoader />;
  const accountant = isAccountant(user);
  return (
    <PageLayout
      title="Competenze"
      subtitle="Scegli le materie per cui ricevere attività e presentati ai colleghi."
      back={{ to: '/profile', label: 'Torna al profilo' }}
    >
      <Stack spacing={3}>
        {accountant ? (
          // Accountants have no skills sections: only their qualifications.
          <Alert severity="info">
            Come commercialista ricevi le attività in base al tuo ufficio di riferimento: puoi
            arricchire il profilo con le qualifiche descrittive.
          </Alert>
        ) : (
          <>
            {showsSkillsOnboarding(user) ? (
              <Alert severity="success" variant="outlined">
                Benvenuto! Scegli la tua materia principale e le competenze specifiche: riceverai le
                richieste di attività dei colleghi nelle materie che selezioni.
              </Alert>
            ) : null}
            <SkillSections user={user} />
            <SkillDescriptions user={user} />
          </>
        )}
        <QualificationsSection user={user} />
      </Stack>
    </PageLayout>
  );
}
