import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayjs, useSession } from '@colleghi/shared/platform';

function today(): string {
  const text = dayjs().format('dddd D MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A first visit (the registration's session) welcomes; from the next sign-in on, welcome back. */
export function greeting(user: { first_name: string; is_new: boolean }): string {
  return user.is_new ? `Benvenuto/a, ${user.first_name}!` : `Bentornato, ${user.first_name}!`;
}

export function DashboardGreeting() {
  const { user } = useSession();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {user ? greeting(user) : 'Dashboard'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {today()}
      </Typography>
    </Box>
  );
}
