import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { lazyNamed } from '@colleghi/shared/ui';
import { isAccountant, skillLimits, skillsButtonLabel } from '../../domain/subscriptions/rules';
import { usePaymentTypesInfo } from '../../api/use-payment-types-info';
import type { SkillSlot } from '../../domain/subscriptions/rules';
import { LegalLinks } from './components/overview/legal-links';
import { LocationsSkillsCard } from './components/overview/locations-skills-card';
import { OfferCards } from './components/overview/offer-cards';
import { ProfileHero } from './components/overview/profile-hero';
import { QualificationsCard } from './components/overview/qualifications-card';
import { SettingsCard } from './components/overview/settings-card';
import { StatusCard } from './components/overview/status-card';
import {
  LawfirmSummary,
  PersonalSummary,
  ProfessionalSummary,
} from './components/overview/summaries';
import { PageLayout } from './components/page-layout';
import { SubscriptionsSection } from './components/subscriptions/subscriptions-section';
import type { User } from '@colleghi/api-contract';

// The skills editor (a dialog with its checklists) loads when first opened, the delayed loader
// meanwhile; once mounted it stays, so that closing keeps its transition.
const SkillEditorDialog = lazyNamed(
  () => import('./components/skills/skill-editor-dialog'),
  'SkillEditorDialog',
);

/** What other screens may ask /profile for through the navigation state. */
export interface ProfileLocationState {
  scrollTo?: 'subscriptions';
  showSkillModal?: boolean;
}

function readState(state: unknown): ProfileLocationState {
  if (!state || typeof state !== 'object') return {};
  const { scrollTo, showSkillModal } = state as Record<string, unknown>;
  return {
    scrollTo: scrollTo === 'subscriptions' ? 'subscriptions' : undefined,
    showSkillModal: showSkillModal === true,
  };
}

/** /profile: the user's profile, subscriptions and settings. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return <DelayedLoader />;
  return <ProfileOverview user={user} />;
}

function ProfileOverview({ user }: { user: User }) {
  const location = useLocation();
  const navigate = useNavigate();
  const request = readState(location.state);
  const accountant = isAccountant(user);
  const [expanded, setExpanded] = useState(request.scrollTo === 'subscriptions');
  const [skillModal, setSkillModal] = useState(Boolean(request.showSkillModal) && !accountant);
  // Mounted from its first opening on (the dialog's code loads then), so closing keeps its transition.
  const [skillsUsed, setSkillsUsed] = useState(skillModal);
  if (skillModal && !skillsUsed) setSkillsUsed(true);
  const subscriptionsRef = useRef<HTMLDivElement>(null);
  // The offer cards wait for the catalogue; without it (loading, failed) there are none.
  const catalogue = usePaymentTypesInfo();
  const types = catalogue.status === 'ready' ? catalogue.info.results : [];

  useEffect(() => {
    if (request.scrollTo === 'subscriptions') {
      setExpanded(true);
      subscriptionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    if (request.showSkillModal && !accountant) setSkillModal(true);
    // Done with the request: going back or reloading must not scroll or open the modal again.
    if (request.scrollTo || request.showSkillModal) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [
    request.scrollTo,
    request.showSkillModal,
    accountant,
    navigate,
    location.pathname,
    location.search,
  ]);

  const modalSlots: SkillSlot[] =
    skillLimits(user).additional > 0 ? ['specific', 'additional'] : ['specific'];

  return (
    <PageLayout title="Profilo" maxWidth={1200}>
      <Stack spacing={3}>
        <ProfileHero user={user} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {accountant ? null : <LocationsSkillsCard user={user} />}
            <QualificationsCard user={user} />
            <SubscriptionsSection
              ref={subscriptionsRef}
              subscriptions={user.subscriptions}
              expanded={expanded}
              onToggle={setExpanded}
            />
            <PersonalSummary user={user} />
            <ProfessionalSummary user={user} />
            <LawfirmSummary user={user} />
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <StatusCard user={user} />
            <OfferCards user={user} types={types} />
            <SettingsCard user={user} />
            <LegalLinks />
          </Stack>
        </Box>
      </Stack>
      {accountant || !skillsUsed ? null : (
        <Suspense fallback={<DelayedLoader />}>
          <SkillEditorDialog
            user={user}
            open={skillModal}
            slots={modalSlots}
            title={skillsButtonLabel(user)}
            onClose={() => setSkillModal(false)}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
