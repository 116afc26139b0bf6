import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the title: a back link. */
  back?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame of every subscription screen: one h1, an optional lead, the content. */
export function PageFrame({ title, subtitle, back, maxWidth = 'md', children }: PageFrameProps) {
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {back ? <Box sx={{ mb: 1 }}>{back}</Box> : null}
      <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
