import type { ReactNode } from 'react';
import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** Buttons or links at the right of the heading. */
  action?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  id?: string;
}

/** A titled card; its heading names the region, so tests and screen readers can find it. */
export function SectionCard({ title, action, description, children, id }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} id={id} variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: children ? 2 : 0 }}
        >
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </Stack>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
