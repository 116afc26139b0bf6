import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from '@colleghi/shared/router';
import { todayString } from '../utils/event-format';
import { computeDraft, emptyDraft } from './term-draft';
import type { TermDraft } from './term-draft';
import { TermFields } from './term-fields';
import { TermResultView } from './term-result';

/** /agenda/calcolatore: the calculator on its own, for a quick answer without saving. */
export function DeadlineCalculatorPage() {
  const [draft, setDraft] = useState<TermDraft>(() => emptyDraft(todayString()));
  const { result, error } = computeDraft(draft);
  return (
    <Box component="section" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Button component={Link} to="/agenda" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Torna all’agenda
      </Button>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Calcolatore dei termini
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Termini processuali civili secondo l’art. 155 c.p.c. e la sospensione feriale (legge
        742/1969). Le festività dei santi patroni locali non sono considerate: verifica sempre il
        risultato.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <TermFields
            draft={draft}
            onChange={(patch) => setDraft((old) => ({ ...old, ...patch }))}
          />
          <TermResultView result={result} error={error} />
        </Stack>
      </Paper>
    </Box>
  );
}
