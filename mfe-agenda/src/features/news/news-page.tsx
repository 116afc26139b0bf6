import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PagedListView, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@colleghi/shared/ui';
import type { NewsDateFilter } from '../../domain/news';
import { ArticleCard } from './components/article-card';
import { CategoryChips } from './components/category-chips';
import { DateFilterButtons } from './components/date-filter-buttons';
import { useArticleCategories } from './hooks/use-article-categories';
import { useArticles } from './hooks/use-articles';
import type { Article } from '@colleghi/api-contract';

export const NEWS_EMPTY_TEXT = 'Nessuna notizia per i filtri scelti.';

/** /news: articles by category and date, with a search, loaded page after page. */
export function NewsPage() {
  const [category, setCategory] = useState<number | null>(null);
  const [dateFilter, setDateFilter] = useState<NewsDateFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { categories, failed } = useArticleCategories();
  const list = useArticles({ category, dateFilter, search });

  return (
    <Box component="section" sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Notizie
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <CategoryChips categories={categories} value={category} onChange={setCategory} />
        {failed ? (
          <Typography variant="body2" color="text.secondary">
            Non è stato possibile caricare le categorie.
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <DateFilterButtons value={dateFilter} onChange={setDateFilter} />
          <TextField
            type="search"
            label="Cerca nelle notizie"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            size="small"
            sx={{ flex: 1 }}
          />
        </Stack>
      </Stack>
      <PagedListView
        list={list}
        emptyText={NEWS_EMPTY_TEXT}
        ariaLabel="Elenco delle notizie"
        renderItem={(article: Article) => <ArticleCard article={article} />}
      />
    </Box>
  );
}
