import Box from '@mui/material/Box';
import { DEMAND_TYPE_LABELS, FEE_TO_AGREE_LABEL, formatEuro } from '@colleghi/shared/domain';
import { italianDateParts } from '../../../domain/rome-time';
import { recipientsText } from '../../../domain/recipients';
import type { RequestDraft } from '../../../domain/wizard';

function summaryRows(draft: RequestDraft): [string, string][] {
  const day = draft.date ? italianDateParts(draft.date) : null;
  const rows: [string, string | null][] = [
    ['Tipo', draft.type ? DEMAND_TYPE_LABELS[draft.type] : null],
    ['Attività', draft.activity],
    ['Materia', draft.subject?.name ?? null],
    [
      'Compenso',
      draft.moneyMode === 'to-agree'
        ? FEE_TO_AGREE_LABEL
        : `${formatEuro(draft.money)} oltre IVA e CPA`,
    ],
    ['Ufficio giudiziario', draft.office?.name ?? null],
    ['Sezione', draft.section.trim()],
    ['Giudice', draft.judge.trim()],
    ['Competenza', draft.skill?.name ?? null],
    [
      'Data e ora',
      day
        ? `${day.dayName} ${day.dayNumber} ${day.month} ${draft.date.slice(0, 4)}, ore ${draft.time}`
        : null,
    ],
    ['Destinatari', recipientsText(draft)],
    ['Note', draft.notes.trim()],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * The request as it will be sent, for the confirmation dialog. Spans, not a list: the dialog
 * puts its message inside a paragraph.
 */
export function RequestSummary({ draft }: { draft: RequestDraft }) {
  return (
    <>
      {summaryRows(draft).map(([label, value]) => (
        <Box component="span" key={label} sx={{ display: 'block', py: 0.25 }}>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {label}:
          </Box>{' '}
          {value}
        </Box>
      ))}
    </>
  );
}
