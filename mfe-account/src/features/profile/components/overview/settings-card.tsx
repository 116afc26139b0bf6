import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  browserPushState,
  disableWebPush,
  enableWebPush,
  queryClient,
  updateMe,
} from '@colleghi/shared/platform';
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

/** Whether this browser has the push subscription: browser state, read once and on changes. */
const BROWSER_PUSH_KEY = ['push', 'this-browser'] as const;
export const PUSH_ELSEWHERE_TEXT =
  'Le notifiche push sono attive per il tuo account, ma non su questo browser.';

/** The e-mail, push and work-type toggles, each saved on its own through PUT users/me/. */
export function SettingsCard({ user }: { user: User }) {
  const [pending, setPending] = useState<Partial<Record<SettingKey, boolean>>>({});
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  // The setting is the account's; the subscription is this browser's (another browser, or a
  // previous sign-in, may have turned it on): the card says when this one is left out.
  const browserPush = useQuery({
    queryKey: BROWSER_PUSH_KEY,
    queryFn: browserPushState,
    enabled: user.notifications_enabled,
    staleTime: Infinity,
  });
  const pushMissingHere = user.notifications_enabled && browserPush.data === 'missing';

  const subscribeHere = async () => {
    setSubscribing(true);
    const outcome = await enableWebPush();
    setPushProblem(outcome.ok ? null : outcome.message);
    await queryClient.invalidateQueries({ queryKey: BROWSER_PUSH_KEY });
    setSubscribing(false);
  };

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
    if (key === 'notifications_enabled') {
      await queryClient.invalidateQueries({ queryKey: BROWSER_PUSH_KEY });
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
              {setting.key === 'notifications_enabled' && pushMissingHere && !busy ? (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ mt: 0.5, ml: 6.5, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <FormHelperText sx={{ m: 0 }}>{PUSH_ELSEWHERE_TEXT}</FormHelperText>
                  <Button size="small" loading={subscribing} onClick={() => void subscribeHere()}>
                    Attiva su questo browser
                  </Button>
                </Stack>
              ) : null}
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
