import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { getApiBase, showToast, updateMe, useSession } from '@colleghi/shared/platform';
import { accountChanged } from '../../api/account-changed';
import { DelayedLoader } from '@colleghi/shared/ui';
import { PROFILE_MESSAGES } from '../../domain/subscriptions/messages';
import {
  PROFILE_WIZARD_SAVE_STEP,
  canProceed,
  isToggleSkill,
  profileWizardToUpdate,
} from '../../domain/profile/wizard';
import { certificationPaymentPath, isAccountant } from '../../domain/subscriptions/rules';
import type { ProfileWizardStep } from '../../domain/profile/wizard';
import { LawfirmFields } from './components/form/lawfirm-fields';
import { PictureField } from './components/form/picture-field';
import { ProfessionalFields } from './components/form/professional-fields';
import { PageLayout } from './components/page-layout';
import { CertificationStep } from './components/wizard/certification-step';
import { IdentityStep } from './components/wizard/identity-step';
import { SkillsStep } from './components/wizard/skills-step';
import { WizardProgress } from './components/wizard/wizard-progress';
import { useAllSkills } from './hooks/use-all-skills';
import { useProfileForm } from './hooks/use-profile-form';
import { WIZARD_FIELD_KEYS } from './utils/field-errors';
import { initialsOf } from './utils/names';
import { skillIdsToSave } from './utils/skills';
import { firstErrorStep, toWizardDraft } from './utils/wizard';
import { ProfilePage } from './profile-page';
import type { Skill, User } from '@colleghi/api-contract';

/** /profile-complete: the 6-step wizard, or the profile when it is already complete. */
export function ProfileCompletePage() {
  const { user } = useSession();
  if (!user) return <DelayedLoader />;
  return <CompletionGate user={user} />;
}

function CompletionGate({ user }: { user: User }) {
  // Decided once: saving on step 5 completes the profile, and step 6 must still show.
  const [complete] = useState(user.profile.is_complete);
  return complete ? <ProfilePage /> : <ProfileWizard user={user} />;
}

/** The API's origin: the payment page lives outside /api/. */
function apiOrigin(): string {
  return new URL(getApiBase()).origin;
}

const withoutToggleSkills = (skills: Skill[]) => skills.filter((skill) => !isToggleSkill(skill.id));

function ProfileWizard({ user }: { user: User }) {
  const navigate = useNavigate();
  const form = useProfileForm(user, WIZARD_FIELD_KEYS);
  const { values, errors, change } = form;
  const [step, setStep] = useState<ProfileWizardStep>(1);
  const [skills, setSkills] = useState<Skill[]>(() => withoutToggleSkills(user.profile.skills));
  // Read once, not on every visit to step 2; accountants pick no skills.
  const allSkills = useAllSkills({ enabled: !isAccountant(user) });
  const [busy, setBusy] = useState(false);
  const draft = toWizardDraft(values, skills);
  const ready = canProceed(step, draft, form.hasServerErrors);

  const save = async () => {
    setBusy(true);
    const body = profileWizardToUpdate(draft);
    const result = await updateMe({
      ...body,
      profile: { ...body.profile, skills: skillIdsToSave(skills, user) },
    });
    if (result.error) {
      setBusy(false);
      if (result.error500) return;
      const fields = form.showServerError(result.error);
      // Back to the first step with a message, where the fix is.
      setStep(firstErrorStep(fields) ?? step);
      return;
    }
    await accountChanged();
    setBusy(false);
    showToast({ message: PROFILE_MESSAGES.profileDataUpdated, severity: 'success' });
    setStep(6);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    if (step === PROFILE_WIZARD_SAVE_STEP) void save();
    else setStep((step + 1) as ProfileWizardStep);
  };

  const certify = () => {
    window.open(certificationPaymentPath(apiOrigin(), user), '_blank', 'noopener,noreferrer');
  };

  return (
    <PageLayout
      title="Completa il profilo"
      subtitle="Pochi passaggi per presentarti ai colleghi e ricevere attività."
      maxWidth={820}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <WizardProgress step={step} />
          {step === 6 ? (
            <CertificationStep onCancel={() => navigate('/profile')} onCertify={certify} />
          ) : (
            <Stack component="form" noValidate onSubmit={submit} aria-label="Completa il profilo">
              {form.general.length > 0 ? (
                <Alert severity="error" sx={{ mb: 3 }}>
                  {form.general.join(' ')}
                </Alert>
              ) : null}
              {step === 1 ? (
                <PictureField
                  picture={values.picture}
                  initials={initialsOf(values.first_name, values.last_name)}
                  onChange={(picture) => change({ picture }, ['profile.picture'])}
                  error={errors['profile.picture']}
                />
              ) : null}
              {step === 2 ? (
                <SkillsStep
                  user={user}
                  all={allSkills}
                  selected={skills}
                  onChange={(next) => {
                    setSkills(next);
                    change({}, ['skills', 'profile.skills']);
                  }}
                  error={errors.skills ?? errors['profile.skills']}
                />
              ) : null}
              {step === 3 ? (
                <IdentityStep values={values} errors={errors} onChange={change} />
              ) : null}
              {step === 4 ? (
                <ProfessionalFields values={values} errors={errors} onChange={change} required />
              ) : null}
              {step === 5 ? (
                <LawfirmFields values={values} errors={errors} onChange={change} required />
              ) : null}
              <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
                {step > 1 ? (
                  <Button
                    size="large"
                    disabled={busy}
                    onClick={() => setStep((step - 1) as ProfileWizardStep)}
                  >
                    Indietro
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={!ready}
                  loading={busy}
                >
                  {step === PROFILE_WIZARD_SAVE_STEP ? 'Salva' : 'Avanti'}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </PageLayout>
  );
}
