import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { StepCounter } from '@colleghi/shared/ui';
import {
  CLOSE_LABEL,
  ONBOARDING_BACK,
  ONBOARDING_CHOOSE_SKILLS,
  ONBOARDING_LATER,
  ONBOARDING_NEXT,
  ONBOARDING_STEPS,
  onboardingGreeting,
} from '../utils/texts';

const STEP_ICONS: readonly ReactNode[] = [
  <HandshakeOutlined key="activities" aria-hidden sx={{ fontSize: 56 }} />,
  <EventNoteOutlined key="agenda" aria-hidden sx={{ fontSize: 56 }} />,
  <PsychologyOutlined key="skills" aria-hidden sx={{ fontSize: 56 }} />,
];

export interface OnboardingDialogProps {
  open: boolean;
  firstName: string;
  isNew: boolean;
  /** Where the dialog opens (new users: the last step). */
  initialStep: number;
  /** Closed without choosing (the X, Escape, the backdrop, "Più tardi"). */
  onClose: () => void;
  /** "Scegli le competenze" on the last step. */
  onFinish: () => void;
}

/** The onboarding steps, one at a time, with Avanti / Indietro and a step indicator. */
export function OnboardingDialog({
  open,
  firstName,
  isNew,
  initialStep,
  onClose,
  onFinish,
}: OnboardingDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [step, setStep] = useState(initialStep);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const total = ONBOARDING_STEPS.length;
  const last = step === total - 1;
  const copy = ONBOARDING_STEPS[step];

  const back = () => {
    const previous = Math.max(0, step - 1);
    setStep(previous);
    // Indietro is disabled on the first step: keep the focus in the dialog, on Avanti.
    if (previous === 0) primaryRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3, overflow: 'hidden' } } }}
    >
      <Box
        sx={{
          position: 'relative',
          px: 3,
          pt: 3,
          pb: 2.5,
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.light})`,
        }}
      >
        <IconButton
          aria-label={CLOSE_LABEL}
          onClick={onClose}
          // Above the step counter, whose dimming (opacity) paints it over earlier siblings.
          sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, color: 'inherit' }}
        >
          <Close />
        </IconButton>
        <StepCounter step={step + 1} total={total} tone="inverse" />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, pr: 5 }}>
          {onboardingGreeting(firstName, isNew)}
        </Typography>
        <Box sx={{ mt: 1.5, color: 'secondary.light' }}>{STEP_ICONS[step]}</Box>
      </Box>

      <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 1 }}>
        {copy.title}
      </DialogTitle>
      <DialogContent>
        <Typography id={textId} color="text.secondary">
          {copy.text}
        </Typography>
        <List dense disablePadding sx={{ mt: 1.5 }}>
          {copy.points.map((point) => (
            <ListItem key={point} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'secondary.main' }}>
                <CheckCircleOutlined fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={point} />
            </ListItem>
          ))}
        </List>
        <Stepper activeStep={step} alternativeLabel sx={{ mt: 2 }}>
          {ONBOARDING_STEPS.map((entry) => (
            <Step key={entry.label}>
              <StepLabel>{entry.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </DialogContent>

      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {last ? (
          <Button onClick={onClose} color="inherit" sx={{ mr: 'auto' }}>
            {ONBOARDING_LATER}
          </Button>
        ) : null}
        <Button onClick={back} disabled={step === 0} startIcon={<ArrowBack aria-hidden />}>
          {ONBOARDING_BACK}
        </Button>
        {/* One element for Avanti and the final action, so the focus stays on it. */}
        <Button
          ref={primaryRef}
          variant="contained"
          color={last ? 'secondary' : 'primary'}
          onClick={last ? onFinish : () => setStep(step + 1)}
          endIcon={<ArrowForward aria-hidden />}
        >
          {last ? ONBOARDING_CHOOSE_SKILLS : ONBOARDING_NEXT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
