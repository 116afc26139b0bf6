import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import { formatDate } from '@colleghi/shared/domain';
import { StatusChip } from '@colleghi/shared/ui';
import { FactList } from '../../../ui/fact-list';
import { isCourseExpired } from '../../../domain/deadline';
import type { Fact } from '../../../ui/fact-list';
import { DeadlineNotice } from './deadline-notice';
import { ResourceList } from './resource-list';
import type { PurchasedItem } from '@colleghi/api-contract';

/** One course the user owns: dates, warning, lessons and the attachment. */
export function PurchaseCard({ purchase, today }: { purchase: PurchasedItem; today?: Date }) {
  const titleId = useId();
  const { item } = purchase;
  const course = item.course;
  const expired = isCourseExpired(purchase, today);
  const facts: Fact[] = [['Acquistato il', formatDate(purchase.created_at)]];
  if (purchase.deadline) facts.push(['Scadenza', formatDate(purchase.deadline)]);
  if (purchase.accreditation_limit) {
    facts.push(['Limite di accreditamento', formatDate(purchase.accreditation_limit)]);
  }
  if (course?.professors.length) facts.push(['Docenti', course.professors.join(', ')]);

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {item.category ? (
              <Chip
                size="small"
                label={item.category.name}
                sx={{
                  bgcolor: item.category.background_color,
                  color: item.category.foreground_color,
                  fontWeight: 600,
                }}
              />
            ) : null}
            {course ? <Chip size="small" variant="outlined" label={`${course.cfp} CFP`} /> : null}
            {purchase.package ? (
              <Chip
                size="small"
                variant="outlined"
                label={`Dal pacchetto ${purchase.package.name}`}
              />
            ) : null}
            {expired ? <StatusChip tone="refused" label="Scaduto" /> : null}
          </Stack>
          <Typography id={titleId} component="h2" variant="h6">
            {item.name}
          </Typography>
          <FactList facts={facts} rowGap={0.5} />
          <DeadlineNotice dates={purchase} today={today} />
          <ResourceList resources={course?.resources ?? []} disabled={expired} />
          {course?.attachment ? (
            <Button
              href={course.attachment}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<AttachFileRoundedIcon />}
              aria-describedby={titleId}
              sx={{ alignSelf: 'flex-start' }}
            >
              Materiale del corso
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
