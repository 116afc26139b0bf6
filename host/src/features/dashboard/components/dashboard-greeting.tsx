import { Box, Typography } from '@mui/material';
import { dayjs, useSession } from '@colleghi/shared';

function today(): string {
  const text = dayjs().format('dddd D MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function DashboardGreeting() {
  const { user } = useSession();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {user ? `Bentornato, ${user.first_name}!` : 'Dashboard'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {today()}
      </Typography>
    </Box>
  );
}
