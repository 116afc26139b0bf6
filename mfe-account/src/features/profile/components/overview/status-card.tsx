import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { formatDate } from '@colleghi/shared/domain';
import type { User } from '@colleghi/api-contract';
import { useBadgeStyle } from '../../utils/badge';

/** What the user's plan gives: the certified and/or Gold card, in the badge colour. */
export function StatusCard({ user }: { user: User }) {
  const badge = useBadgeStyle(user);
  if (!badge) return null;
  const lines: string[] = [];
  if (user.is_certified) {
    lines.push(
      'Profilo certificato: notifiche prioritarie, 2 competenze in più e un secondo comune.',
    );
  }
  if (user.is_gold) {
    lines.push(
      'Utente Gold: descrizioni delle competenze e dello studio, una qualifica descrittiva.',
    );
  }
  const trial = user.trial_expires_at ? formatDate(user.trial_expires_at) : '';
  const title =
    user.is_gold && user.is_certified
      ? 'Sei Gold e certificato'
      : user.is_gold
        ? 'Sei un utente Gold'
        : 'Il tuo profilo è certificato';
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ bgcolor: badge.fill, color: badge.contrast }}
    >
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <WorkspacePremiumIcon sx={{ fontSize: 48 }} />
          <div>
            <Typography component="h2" variant="h6">
              {title}
            </Typography>
            {lines.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            {trial ? (
              <Typography variant="body2">Periodo di prova fino al {trial}.</Typography>
            ) : null}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
