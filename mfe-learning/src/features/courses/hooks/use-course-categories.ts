import { useEffect, useState } from 'react';
import { getCourseCategories } from '@colleghi/shared';
import type { Category } from '@colleghi/shared';

/** The filter buttons' categories. A failure leaves only 'Tutte': the catalogue still works. */
export function useCourseCategories(): { categories: Category[]; failed: boolean } {
  const [categories, setCategories] = useState<Category[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    void getCourseCategories().then(({ data }) => {
      if (!active) return;
      if (data) setCategories(data);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return { categories, failed };
}
