import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, itemCfp } from '@colleghi/shared';
import type { CatalogItem } from '@colleghi/shared';

/** The item's key facts as a definition list: credits, duration, dates, professors. */
export function DetailFacts({ item }: { item: CatalogItem }) {
  const course = item.course;
  const facts: [string, string][] = [['Crediti formativi', `${itemCfp(item)} CFP`]];
  if (course) {
    facts.push(['Durata', `${course.duration} giorni dall’acquisto`]);
    if (course.deadline) facts.push(['Scadenza', formatDate(course.deadline)]);
    if (course.accreditation_limit) {
      facts.push(['Limite di accreditamento', formatDate(course.accreditation_limit)]);
    }
    if (course.professors.length > 0) facts.push(['Docenti', course.professors.join(', ')]);
  }
  if (item.package) facts.push(['Corsi inclusi', String(item.package.courses.length)]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
