import dayjs from 'dayjs';
import 'dayjs/locale/it';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// dayjs is a federation singleton: the locale and the plugins set here hold for the whole page,
// and whoever imports `dayjs` from @colleghi/shared gets it ready (Rome time zone included).
dayjs.locale('it');
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);

export { dayjs };

const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1.234,50 €' (the separator before € is a no-break space). */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** 'DD/MM/YYYY' from a date or an ISO datetime; '' when missing or unparsable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}
