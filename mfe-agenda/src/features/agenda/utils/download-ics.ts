import { serverErrorMessage } from '@colleghi/shared/platform';
import { getEventIcs } from '../../../api/events';

/**
 * Downloads one event's .ics. A plain link would not carry the token, so the file is fetched
 * with it and handed to the browser as an object URL. Resolves with an error message, or null.
 */
export async function downloadEventIcs(id: number): Promise<string | null> {
  const result = await getEventIcs(id);
  if (result.data === null) return serverErrorMessage(result.error);
  const blob = new Blob([result.data], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `evento-${id}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
