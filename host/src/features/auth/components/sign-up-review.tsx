import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { isSignUpValid } from '../utils/sign-up-form';
import type { SignUpFieldsProps } from '../utils/sign-up-form';
import { FormError } from './form-error';
import { SignUpCityStep } from './sign-up-city-step';
import { SignUpCredentialsStep } from './sign-up-credentials-step';
import { SignUpPersonalStep } from './sign-up-personal-step';
import { SignUpPhoneStep } from './sign-up-phone-step';

type SignUpReviewProps = Omit<SignUpFieldsProps, 'disabled'> & {
  editing: boolean;
  onToggleEditing: () => void;
  onBack: () => void;
  onCreate: () => void;
  submitting: boolean;
  formError: string | null;
};

/** Summary of everything typed, read-only until the user asks to edit it. */
export function SignUpReview({
  values,
  onChange,
  serverErrors,
  editing,
  onToggleEditing,
  onBack,
  onCreate,
  submitting,
  formError,
}: SignUpReviewProps) {
  const valid = isSignUpValid(values);
  const fieldProps = { values, onChange, serverErrors, disabled: !editing || submitting };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          Riepilogo dei tuoi dati
        </Typography>
        <Button
          variant={editing ? 'contained' : 'outlined'}
          startIcon={editing ? <SaveIcon /> : <EditIcon />}
          onClick={onToggleEditing}
          // Leaving edit mode with an invalid value would hide the problem behind a disabled field.
          disabled={submitting || (editing && !valid)}
        >
          {editing ? 'Salva' : 'Modifica'}
        </Button>
      </Stack>
      <Stack spacing={1} divider={<Divider flexItem sx={{ mb: 1 }} />}>
        <SignUpPersonalStep {...fieldProps} />
        <SignUpCredentialsStep {...fieldProps} withConsents={false} />
        <SignUpCityStep {...fieldProps} withHelp={false} />
        <SignUpPhoneStep {...fieldProps} />
      </Stack>
      <Box sx={{ mt: 3 }}>
        <FormError message={formError} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onBack} disabled={submitting}>
            Indietro
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={onCreate}
            disabled={!valid || submitting}
            loading={submitting}
          >
            Crea account
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
