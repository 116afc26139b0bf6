import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validateEmailOrPhone, validateSigninPassword } from '@colleghi/rules';
import { login } from '../api/auth';
import { startSession } from '../auth/session';
import { flattenFieldErrors } from '../http/errors';

/** The minimal sign-in of a remote running alone; the real sign-in screens live in the host. */
export function StandaloneSignIn({ appName }: { appName: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = !validateEmailOrPhone(email) && !validateSigninPassword(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await login({ email: email.trim(), password });
    if (result.data) {
      const user = await startSession(result.data.key);
      if (!user) setError('Non è stato possibile caricare il profilo.');
    } else {
      const errors = flattenFieldErrors(result.error);
      setError(Object.values(errors)[0] ?? 'Accesso non riuscito.');
    }
    setBusy(false);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper
        component="form"
        onSubmit={submit}
        sx={{ p: 4, width: '100%', maxWidth: 400 }}
        noValidate
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {`Colleghi · ${appName}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Accedi per usare questa sezione in modalità autonoma.
        </Typography>
        <TextField
          label="E-mail o cellulare"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="username"
          fullWidth
          margin="normal"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          fullWidth
          margin="normal"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          disabled={!valid || busy}
        >
          Accedi
        </Button>
      </Paper>
    </Box>
  );
}
