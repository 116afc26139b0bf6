import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { updateMe } from '@colleghi/shared/platform';
import { PROFILE_MESSAGES } from '../../../../domain/subscriptions/messages';
import { isAccountant } from '../../../../domain/subscriptions/rules';
import type { RequestBody, User } from '@colleghi/api-contract';
import { applyUserChange } from '../../utils/apply-user-change';
import { SectionCard } from '../section-card';

type SettingKey =
  'email_enabled' | 'notifications_enabled' | 'is_chancellor' | 'is_chamber_of_commerce';

interface Setting {
  key: SettingKey;
  label: string;
  help: string;
  value: boolean;
}

function settingsFor(user: User): Setting[] {
  const settings: Setting[] = [
    {
      key: 'email_enabled',
      label: 'Notifiche e-mail',
      help: 'Ricevi per e-mail le nuove attività e gli aggiornamenti.',
      value: user.email_enabled,
    },
    {
      key: 'notifications_enabled',
      label: 'Notifiche push',
      help: "Ricevi le notifiche sull'app e nel browser.",
      value: user.notifications_enabled,
    },
  ];
  // Lawyers take chancellery work (skill 16), accountants chamber of commerce work (17).
  settings.push(
    isAccountant(user)
      ? {
          key: 'is_chamber_of_commerce',
          label: 'Camera di commercio',
          help: 'Ricevi le richieste di pratiche presso la Camera di commercio.',
          value: user.profile.is_chamber_of_commerce,
        }
      : {
          key: 'is_chancellor',
          label: 'Attività di cancelleria',
          help: 'Ricevi le richieste di depositi, ritiro copie e adempimenti in cancelleria.',
          value: user.profile.is_chancellor,
        },
  );
  return settings;
}

function bodyFor(key: SettingKey, value: boolean): RequestBody<'/api/users/me/', 'put'> {
  if (key === 'email_enabled' || key === 'notifications_enabled') return { [key]: value };
  return { profile: { [key]: value } };
}

/** The e-mail, push and work-type toggles, each saved on its own through PUT users/me/. */
export function SettingsCard({ user }: { user: User }) {
  const [pending, setPending] = useState<Partial<Record<SettingKey, boolean>>>({});

  const toggle = async (key: SettingKey, value: boolean) => {
    setPending((old) => ({ ...old, [key]: value }));
    await applyUserChange(() => updateMe(bodyFor(key, value)), PROFILE_MESSAGES.profileDataUpdated);
    setPending((old) => {
      const next = { ...old };
      delete next[key];
      return next;
    });
  };

  return (
    <SectionCard title="Impostazioni">
      <FormGroup sx={{ gap: 1.5 }}>
        {settingsFor(user).map((setting) => {
          const busy = pending[setting.key] !== undefined;
          return (
            <div key={setting.key}>
              <FormControlLabel
                label={setting.label}
                control={
                  <Switch
                    checked={pending[setting.key] ?? setting.value}
                    disabled={busy}
                    onChange={(event) => void toggle(setting.key, event.target.checked)}
                  />
                }
              />
              <FormHelperText sx={{ mt: 0, ml: 6.5 }}>{setting.help}</FormHelperText>
            </div>
          );
        })}
      </FormGroup>
    </SectionCard>
  );
}
