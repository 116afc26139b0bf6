import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { disableWebPush, enableWebPush, updateMe } from '@colleghi/shared/platform';
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

/**
 * What this browser must do before the push setting is saved: turned on, it subscribes (the
 * permission asked on this click, the host's service worker, the API's key); turned off, it
 * unsubscribes. A refusal keeps the switch off, with its reason.
 */
async function preparePush(value: boolean): Promise<string | null> {
  if (!value) {
    await disableWebPush();
    return null;
  }
  const outcome = await enableWebPush();
  return outcome.ok ? null : outcome.message;
}

/** The e-mail, push and work-type toggles, each saved on its own through PUT users/me/. */
export function SettingsCard({ user }: { user: User }) {
  const [pending, setPending] = useState<Partial<Record<SettingKey, boolean>>>({});
  const [pushProblem, setPushProblem] = useState<string | null>(null);

  const toggle = async (key: SettingKey, value: boolean) => {
    setPending((old) => ({ ...old, [key]: value }));
    const problem = key === 'notifications_enabled' ? await preparePush(value) : null;
    if (key === 'notifications_enabled') setPushProblem(problem);
    if (!problem) {
      const saved = await applyUserChange(
        () => updateMe(bodyFor(key, value)),
        PROFILE_MESSAGES.profileDataUpdated,
      );
      // Subscribed, but the setting was not saved: the browser keeps nothing the user did not get.
      if (!saved && key === 'notifications_enabled' && value) await disableWebPush();
    }
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
          const problem = setting.key === 'notifications_enabled' ? pushProblem : null;
          const helpId = `setting-${setting.key}-help`;
          return (
            <div key={setting.key}>
              <FormControlLabel
                label={setting.label}
                control={
                  <Switch
                    checked={pending[setting.key] ?? setting.value}
                    disabled={busy}
                    slotProps={{ input: { 'aria-describedby': helpId } }}
                    onChange={(event) => void toggle(setting.key, event.target.checked)}
                  />
                }
              />
              <FormHelperText id={helpId} sx={{ mt: 0, ml: 6.5 }}>
                {setting.help}
              </FormHelperText>
              {problem && (
                <FormHelperText error role="alert" sx={{ mt: 0.5, ml: 6.5 }}>
                  {problem}
                </FormHelperText>
              )}
            </div>
          );
        })}
      </FormGroup>
    </SectionCard>
  );
}
