import { useEffect, useState } from 'react';
import { listArticleCategories } from '../../../api/articles';
import type { ArticleCategory } from '@colleghi/api-contract';

/**
 * The category chips. About eight categories exist, so the first page (20) holds them all. A
 * failure leaves only 'Tutte': the news still work without the chips.
 */
export function useArticleCategories(): { categories: ArticleCategory[]; failed: boolean } {
  const [categories, setCategories] = useState<ArticleCategory[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    void listArticleCategories().then(({ data }) => {
      if (!active) return;
      if (data) setCategories(data.results);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return { categories, failed };
}
