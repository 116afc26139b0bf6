import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showToast, updateMe, useSession } from '@colleghi/shared/platform';
import { accountChanged } from '../../api/account-changed';
import { DelayedLoader } from '@colleghi/shared/ui';
import { isAccountant } from '../../domain/subscriptions/rules';
import type { User } from '@colleghi/api-contract';
import { FormGrid } from './components/form/form-grid';
import { LawfirmFields } from './components/form/lawfirm-fields';
import { PasswordCard } from './components/form/password-card';
import { PersonalFields } from './components/form/personal-fields';
import { PictureField } from './components/form/picture-field';
import { ProfessionalFields } from './components/form/professional-fields';
import { RoleSelect } from './components/form/role-select';
import { PageLayout } from './components/page-layout';
import { SectionCard } from './components/section-card';
import { useProfileForm } from './hooks/use-profile-form';
import { EDIT_FIELD_KEYS } from './utils/field-errors';
import { formToBody } from './utils/profile-form';
import { firmLabel } from './utils/roles';
import { initialsOf } from './utils/names';

export const PROFILE_UPDATED = 'Profilo aggiornato con successo!';

/** /profile-edit: picture, role, personal, professional and firm data, password. */
export function ProfileEditPage() {
  const { user } = useSession();
  if (!user) return <DelayedLoader />;
  return <ProfileEditForm user={user} />;
}

function ProfileEditForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const form = useProfileForm(user, EDIT_FIELD_KEYS);
  const { values, errors, change } = form;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || form.hasServerErrors) return;
    setBusy(true);
    const result = await updateMe(
      formToBody(values, {
        isAccountant: isAccountant(user),
        isGold: user.is_gold,
        savedPicture: user.profile.picture,
      }),
    );
    setBusy(false);
    if (result.error) {
      if (!result.error500) form.showServerError(result.error);
      return;
    }
    showToast({ message: PROFILE_UPDATED, severity: 'success' });
    await accountChanged();
    navigate('/profile');
  };

  return (
    <PageLayout title="Modifica profilo" back={{ to: '/profile', label: 'Torna al profilo' }}>
      <Stack spacing={3}>
        <Stack
          component="form"
          spacing={3}
          noValidate
          onSubmit={submit}
          aria-label="Modifica profilo"
        >
          {form.general.length > 0 ? (
            <Alert severity="error">
              {form.general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          ) : null}
          <SectionCard title="Foto e ruolo">
            <Stack spacing={3}>
              <PictureField
                picture={values.picture}
                initials={initialsOf(values.first_name, values.last_name)}
                onChange={(picture) => change({ picture }, ['profile.picture'])}
                error={errors['profile.picture']}
              />
              <FormGrid>
                <RoleSelect
                  savedRole={user.profile.type}
                  value={values.type}
                  onChange={(type) => change({ type }, ['profile.type'])}
                  error={errors['profile.type']}
                />
              </FormGrid>
            </Stack>
          </SectionCard>
          <SectionCard title="Dati personali">
            <PersonalFields values={values} errors={errors} onChange={change} />
          </SectionCard>
          <SectionCard title="Dati professionali">
            <ProfessionalFields
              values={values}
              errors={errors}
              onChange={change}
              showQualifications
            />
          </SectionCard>
          <SectionCard title={firmLabel(values.type)}>
            <LawfirmFields
              values={values}
              errors={errors}
              onChange={change}
              full
              isGold={user.is_gold}
            />
          </SectionCard>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/profile')} disabled={busy}>
              Annulla
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.hasServerErrors}
              loading={busy}
            >
              Salva modifiche
            </Button>
          </Stack>
        </Stack>
        <PasswordCard />
      </Stack>
    </PageLayout>
  );
}
