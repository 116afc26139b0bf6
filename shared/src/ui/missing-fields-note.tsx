import Typography from '@mui/material/Typography';

export interface MissingFieldsNoteProps {
  /** The disabled button points at it with aria-describedby while it shows. */
  id: string;
  /** The labels of the required fields still empty or invalid, in the form's order. */
  labels: readonly string[];
}

/** The note's text, or null when nothing is missing (the note then goes). */
export function missingFieldsText(labels: readonly string[]): string | null {
  return labels.length > 0 ? `Per proseguire compila: ${labels.join(', ')}.` : null;
}

/**
 * The reason a form's disabled button gives, next to it: the fields still to fill in or correct.
 * A greyed-out button alone leaves the user to hunt for what the form wants, and a field's own
 * error shows only once it has been left, so an untouched field would never say.
 */
export function MissingFieldsNote({ id, labels }: MissingFieldsNoteProps) {
  const text = missingFieldsText(labels);
  if (!text) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
      {text}
    </Typography>
  );
}
