import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Link as RouterLink } from '@colleghi/shared/router';
import { cardBackground, readableTextOn } from '../utils/readable-text';
import type { DashboardCard } from '@colleghi/api-contract';

/** The path of this app a deep link opens, or null when no page answers to it. */
export type PathOfDeeplink = (deeplink: string | null) => string | null;

export interface BannerCardProps {
  card: DashboardCard;
  onClose: (id: number) => Promise<void>;
  pathOfDeeplink: PathOfDeeplink;
}

const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

function CallToAction({
  card,
  text,
  pathOfDeeplink,
}: {
  card: DashboardCard;
  text: string;
  pathOfDeeplink: PathOfDeeplink;
}) {
  const label = card.cta.trim() || 'Scopri di più';
  const sx = {
    bgcolor: text,
    color: card.color_start,
    fontWeight: 600,
    '&:hover': { bgcolor: text, opacity: 0.9 },
  };
  const path =
    pathOfDeeplink(card.deeplink) ?? (card.link && isAppPath(card.link) ? card.link : null);
  if (path) {
    return (
      <Button component={RouterLink} to={path} variant="contained" disableElevation sx={sx}>
        {label}
      </Button>
    );
  }
  if (!card.link) return null;
  return (
    <Button
      component="a"
      href={card.link}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      disableElevation
      endIcon={<OpenInNewRoundedIcon />}
      sx={sx}
    >
      {label}
    </Button>
  );
}

/** A banner of the dashboard payload: gradient, title, subtitle, call to action, maybe an X. */
export function BannerCard({ card, onClose, pathOfDeeplink }: BannerCardProps) {
  const [closing, setClosing] = useState(false);
  const text = readableTextOn(card.color_start, card.color_end);
  const close = async () => {
    setClosing(true);
    await onClose(card.id);
    // Still mounted only when the server refused: the card stays and can be closed again.
    setClosing(false);
  };
  return (
    <Paper
      component="article"
      aria-label={card.title}
      elevation={0}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        p: { xs: 2.5, md: 3 },
        pr: card.closable ? 7 : undefined,
        color: text,
        background: cardBackground(card.color_start, card.color_end),
        minHeight: 140,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
            {card.title}
          </Typography>
          {card.subtitle && (
            <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9 }}>
              {card.subtitle}
            </Typography>
          )}
        </Box>
        <CallToAction card={card} text={text} pathOfDeeplink={pathOfDeeplink} />
      </Stack>
      {card.closable && (
        <IconButton
          aria-label="Chiudi"
          onClick={() => void close()}
          disabled={closing}
          size="small"
          sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit' }}
        >
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}
