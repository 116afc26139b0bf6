import { Suspense, useCallback, useState } from 'react';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@colleghi/shared/platform';
import {
  DelayedLoader,
  lazyNamed,
  ListSearchField,
  PagedListView,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '@colleghi/shared/ui';
import type { CatalogItem } from '@colleghi/api-contract';
import { CARD_GRID } from './components/card-grid';
import { CatalogCard } from './components/catalog-card';
import { CatalogSkeleton } from './components/catalog-skeleton';
import { CategoryFilters } from './components/category-filters';
import { CfpBanner } from './components/cfp-banner';
import type { ItemKind } from './components/course-panel';
import { useCatalogItems } from './hooks/use-catalog-items';
import { useCourseCategories } from './hooks/use-course-categories';

// The side panel of a course or package (a drawer, its purchase flow) loads when one opens.
const CoursePanel = lazyNamed(() => import('./components/course-panel'), 'CoursePanel');

export const COURSES_EMPTY_TEXT = 'Nessun corso trovato';

/** Which item the address opens: /courses/{id} or /package/{id}. */
function openItem(pathname: string): { id: number; kind: ItemKind } | null {
  const pkg = matchPath('/package/:id', pathname);
  const match = pkg ?? matchPath('/courses/:id', pathname);
  const id = match?.params.id;
  if (!id || !/^\d+$/.test(id)) return null;
  return { id: Number(id), kind: pkg ? 'package' : 'course' };
}

/**
 * /courses (guests may browse): category buttons, search, the CFP banner, course and package cards
 * page after page. /courses/:id and /package/:id open the side panel over the same list.
 */
export function CoursesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isAuthenticated } = useSession();
  const [category, setCategory] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { categories, failed } = useCourseCategories();
  const list = useCatalogItems({ category, search });
  const { updateItems } = list;
  const opened = openItem(pathname);

  const closePanel = useCallback(() => navigate('/courses'), [navigate]);
  const onPurchased = useCallback(
    (bought: CatalogItem) => {
      // A package grants its courses too: their cards turn to "Acquistato" as well.
      const granted = new Set([bought.id, ...(bought.package?.courses.map(({ id }) => id) ?? [])]);
      updateItems((items) =>
        items.map((item) =>
          granted.has(item.id) ? { ...item, last_purchased: bought.last_purchased } : item,
        ),
      );
    },
    [updateItems],
  );

  const known = opened ? (list.items.find((item) => item.id === opened.id) ?? null) : null;

  return (
    <Box component="section" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography component="h1" variant="h4">
          Corsi
        </Typography>
        {isAuthenticated ? (
          <Button variant="outlined" component={RouterLink} to="/purchased">
            I miei corsi
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Corsi e pacchetti accreditati per maturare i crediti formativi, online e al tuo ritmo.
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        {user ? <CfpBanner credits={user.profile.credits} /> : null}
        <CategoryFilters categories={categories} value={category} onChange={setCategory} />
        {failed ? (
          <Typography variant="body2" color="text.secondary">
            Non è stato possibile caricare le categorie.
          </Typography>
        ) : null}
        <ListSearchField
          label="Cerca un corso"
          placeholder="Titolo o argomento"
          value={searchText}
          onChange={setSearchText}
        />
      </Stack>
      <Box sx={{ '& .MuiList-root': CARD_GRID }}>
        <PagedListView
          list={list}
          skeleton={<CatalogSkeleton />}
          emptyText={COURSES_EMPTY_TEXT}
          ariaLabel="Catalogo dei corsi"
          renderItem={(item: CatalogItem) => <CatalogCard item={item} />}
        />
      </Box>
      {opened ? (
        <Suspense fallback={<DelayedLoader />}>
          <CoursePanel
            key={`${opened.kind}-${opened.id}`}
            id={opened.id}
            kind={opened.kind}
            category={category}
            known={known}
            onClose={closePanel}
            onPurchased={onPurchased}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
