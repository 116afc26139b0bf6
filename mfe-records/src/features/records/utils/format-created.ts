import { dayjs } from '@colleghi/shared/platform';

/** '12 marzo 2026' (dayjs carries the Italian locale set by the shared package). */
export function formatCreated(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}
