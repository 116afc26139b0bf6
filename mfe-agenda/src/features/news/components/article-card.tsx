import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { dayjs } from '@colleghi/shared/platform';
import { safeWebUrl } from '@colleghi/shared/domain';
import type { Article } from '@colleghi/api-contract';
import { ArticleBody } from './article-body';

/** A news card; the full text unfolds in place (sanitized only once it is opened). */
export function ArticleCard({ article }: { article: Article }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const published = dayjs(article.published_at);
  // Sources and pictures come from outside feeds: only http(s) (and inline pictures) render.
  const source = safeWebUrl(article.link);
  const image = safeWebUrl(article.image, 'image');
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ mb: 2 }}>
      {image ? <CardMedia component="img" image={image} alt="" sx={{ maxHeight: 220 }} /> : null}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={article.category.name} />
          {published.isValid() ? (
            <Typography
              component="time"
              dateTime={article.published_at}
              variant="body2"
              color="text.secondary"
            >
              {published.format('D MMMM YYYY')}
            </Typography>
          ) : null}
        </Stack>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {article.title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {article.summary}
        </Typography>
        <Collapse in={expanded} unmountOnExit>
          <ArticleBody id={bodyId} html={article.body} />
        </Collapse>
      </CardContent>
      <CardActions>
        <Button
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-describedby={titleId}
          aria-controls={expanded ? bodyId : undefined}
        >
          {expanded ? 'Mostra meno' : 'Leggi tutto'}
        </Button>
        {source && (
          <Button
            href={source}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
            endIcon={<OpenInNewIcon />}
          >
            Leggi la fonte
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
