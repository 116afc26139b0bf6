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

/** One line, the date beside the greeting: the room above the counters is the user's work's. */
export function DashboardGreeting() {
  const { user } = useSession();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {user ? greeting(user) : 'Dashboard'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {today()}
      </Typography>
    </Box>
  );
}
