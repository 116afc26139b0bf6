import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { sanitizeHtml } from '../utils/sanitize-html';

/** The article's HTML, sanitized: it is only ever rendered through sanitizeHtml. */
export function ArticleBody({ html, id }: { html: string; id?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      id={id}
      data-testid="article-body"
      sx={{ mt: 2, '& p': { mt: 0, mb: 1.5 }, '& img': { maxWidth: '100%', height: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
