import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
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

/** A banner's height with a one-line subtitle (px); the banners' skeleton keeps the same. */
export const BANNER_MIN_HEIGHT = 72;

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
    flexShrink: 0,
    whiteSpace: 'nowrap',
    '&:hover': { bgcolor: text, opacity: 0.9 },
  };
  const path =
    pathOfDeeplink(card.deeplink) ?? (card.link && isAppPath(card.link) ? card.link : null);
  if (path) {
    return (
      <Button
        component={RouterLink}
        to={path}
        variant="contained"
        size="small"
        disableElevation
        sx={sx}
      >
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
      size="small"
      disableElevation
      endIcon={<OpenInNewRoundedIcon />}
      sx={sx}
    >
      {label}
    </Button>
  );
}

/**
 * A banner of the dashboard payload: gradient, title, subtitle, call to action, maybe an X.
 * One compact row (text, then the button beside it, then the X) of a modest height, so that the
 * banners leave the user's counters and next events on the first screen.
 */
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
        overflow: 'hidden',
        borderRadius: 2,
        pl: 2,
        pr: card.closable ? 1 : 2,
        py: 1.5,
        color: text,
        background: cardBackground(card.color_start, card.color_end),
        minHeight: BANNER_MIN_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'row',
          // A narrow screen puts the button under the text rather than squeezing it.
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            noWrap
            title={card.title}
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {card.title}
          </Typography>
          {card.subtitle && (
            <Typography
              variant="body2"
              sx={{
                opacity: 0.9,
                // Two lines at most keep every banner the same modest height.
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflow: 'hidden',
              }}
            >
              {card.subtitle}
            </Typography>
          )}
        </Box>
        <CallToAction card={card} text={text} pathOfDeeplink={pathOfDeeplink} />
      </Box>
      {card.closable && (
        <IconButton
          aria-label="Chiudi"
          onClick={() => void close()}
          disabled={closing}
          size="small"
          sx={{ flexShrink: 0, alignSelf: 'flex-start', color: 'inherit' }}
        >
          <CloseRoundedIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}
