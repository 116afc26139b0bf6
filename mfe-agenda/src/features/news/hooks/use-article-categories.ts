import { useQuery } from '@tanstack/react-query';
import { fromApi } from '@colleghi/shared/platform';
import { listArticleCategories } from '../../../api/articles';
import { agendaQueryKeys } from '../../../api/query-keys';
import type { ArticleCategory } from '@colleghi/api-contract';

const NONE: ArticleCategory[] = [];

/**
 * The category chips. About eight categories exist, so the first page (20) holds them all. A
 * failure leaves only 'Tutte': the news still work without the chips.
 */
export function useArticleCategories(): { categories: ArticleCategory[]; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: agendaQueryKeys.articleCategories,
    queryFn: () => fromApi(listArticleCategories()),
  });
  return { categories: data?.results ?? NONE, failed: isError };
}
