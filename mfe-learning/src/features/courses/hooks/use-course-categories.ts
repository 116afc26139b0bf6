import { useEffect, useState } from 'react';
import { getCourseCategories } from '../../../api/learning';
import type { CourseCategory } from '@colleghi/api-contract';

/** The filter buttons' categories. A failure leaves only 'Tutte': the catalogue still works. */
export function useCourseCategories(): { categories: CourseCategory[]; failed: boolean } {
  const [categories, setCategories] = useState<CourseCategory[]>([]);
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
