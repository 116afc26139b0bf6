import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { register, useSession } from '@colleghi/shared/platform';
import { AuthLayout } from './components/auth-layout';
import { SignUpCityStep } from './components/sign-up-city-step';
import { SignUpCredentialsStep } from './components/sign-up-credentials-step';
import { SignUpPersonalStep } from './components/sign-up-personal-step';
import { SignUpPhoneStep } from './components/sign-up-phone-step';
import { SignUpProgress } from './components/sign-up-progress';
import { SignUpReview } from './components/sign-up-review';
import { SignUpWelcome } from './components/sign-up-welcome';
import { SESSION_FAILED_MESSAGE, getFieldErrors, getNonFieldError } from './utils/server-errors';
import { useStillShown } from './utils/use-still-shown';
import {
  INITIAL_SIGN_UP_VALUES,
  isStepValid,
  splitServerErrors,
  toRegisterBody,
} from './utils/sign-up-form';
import type { SignUpChange, SignUpServerErrors, SignUpValues } from './utils/sign-up-form';

const REVIEW_STEP = 4;
const STEP_SUBTITLES = [
  'Iniziamo da te: indica la tua qualifica, il nome e il cognome.',
  'Scegli le credenziali con cui accederai a Colleghi.',
  'In quale città eserciti la tua professione?',
  'Lasciaci un numero di cellulare per essere contattato dai colleghi.',
  'Controlla i dati inseriti prima di creare l’account.',
];

export function SignUpPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<SignUpValues>(INITIAL_SIGN_UP_VALUES);
  const [serverErrors, setServerErrors] = useState<SignUpServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Kept here, not in the session, until the welcome is seen: /signup is guest-only.
  const [key, setKey] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const stillShown = useStillShown();
  const [startError, setStartError] = useState<string | null>(null);

  const onChange: SignUpChange = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const fieldProps = { values, onChange, serverErrors };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isStepValid(step, values)) setStep((current) => current + 1);
  };

  const create = async () => {
    const body = toRegisterBody(values);
    if (!body) return;
    setSubmitting(true);
    setFormError(null);
    const result = await register(body);
    setSubmitting(false);
    if (result.data) {
      setKey(result.data.key);
      return;
    }
    const { fields, others } = splitServerErrors(getFieldErrors(result.error));
    setServerErrors(fields);
    // The user has to see and fix the fields the server refused.
    if (Object.keys(fields).length > 0) setEditing(true);
    setFormError(getNonFieldError(result.error) ?? others[0] ?? null);
  };

  const start = async (sessionKey: string) => {
    setStarting(true);
    setStartError(null);
    const user = await login(sessionKey);
    if (!stillShown()) return;
    if (user) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setStartError(SESSION_FAILED_MESSAGE);
    setStarting(false);
  };

  if (key) {
    return (
      <AuthLayout>
        <SignUpWelcome
          firstName={values.first_name.trim()}
          onStart={() => void start(key)}
          starting={starting}
          error={startError}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Crea il tuo account" subtitle={STEP_SUBTITLES[step]} wide>
      <SignUpProgress activeStep={step} />
      {step === REVIEW_STEP ? (
        <SignUpReview
          {...fieldProps}
          editing={editing}
          onToggleEditing={() => setEditing((current) => !current)}
          onBack={() => setStep(REVIEW_STEP - 1)}
          onCreate={() => void create()}
          submitting={submitting}
          formError={formError}
        />
      ) : (
        <Box component="form" noValidate onSubmit={next}>
          {step === 0 && <SignUpPersonalStep {...fieldProps} />}
          {step === 1 && <SignUpCredentialsStep {...fieldProps} />}
          {step === 2 && <SignUpCityStep {...fieldProps} />}
          {step === 3 && <SignUpPhoneStep {...fieldProps} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
            {step > 0 ? (
              <Button onClick={() => setStep((current) => current - 1)}>Indietro</Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!isStepValid(step, values)}
            >
              Avanti
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Hai già un account?{' '}
        <Link component={RouterLink} to="/signin" sx={{ fontWeight: 600 }}>
          Accedi
        </Link>
      </Typography>
    </AuthLayout>
  );
}
