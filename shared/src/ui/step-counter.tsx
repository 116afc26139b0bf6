import Typography from '@mui/material/Typography';

/** The counter's sentence, for the tests and the places that only need the text. */
export const stepCounterText = (step: number, total: number) => `Passaggio ${step} di ${total}`;

export interface StepCounterProps {
  /** The current step, counted from 1. */
  step: number;
  total: number;
  /** 'inverse' on a dark header (the onboarding modal's): the surrounding text colour, dimmed. */
  tone?: 'default' | 'inverse';
}

/**
 * "Passaggio n di N" above every multi-step flow (sign-up, profile wizard, request wizard,
 * onboarding): one word and one typography, so the flows read as one product. Only the colour
 * follows the background it sits on.
 */
export function StepCounter({ step, total, tone = 'default' }: StepCounterProps) {
  return (
    <Typography
      variant="overline"
      component="p"
      color={tone === 'inverse' ? 'inherit' : 'text.secondary'}
      sx={tone === 'inverse' ? { opacity: 0.85 } : undefined}
    >
      {stepCounterText(step, total)}
    </Typography>
  );
}
