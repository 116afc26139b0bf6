import Alert from '@mui/material/Alert';
import { deadlineWarning, deadlineWarningMessage, isCourseExpired } from '../../../domain/deadline';
import type { CourseDates } from '../../../domain/deadline';

/**
 * The deadline warning: within 7 days of the deadline or the accreditation limit, lessons
 * cannot be followed afterwards. Once the deadline is past, says so.
 */
export function DeadlineNotice({ dates, today }: { dates: CourseDates; today?: Date }) {
  if (isCourseExpired(dates, today)) {
    return (
      <Alert severity="error">Il corso è scaduto: non è più possibile seguire le lezioni.</Alert>
    );
  }
  const warning = deadlineWarning(dates, today);
  if (!warning) return null;
  return <Alert severity="warning">{deadlineWarningMessage(warning)}</Alert>;
}
