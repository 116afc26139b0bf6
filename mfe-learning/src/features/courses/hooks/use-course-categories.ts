import { useQuery } from '@tanstack/react-query';
import { fromApi } from '@colleghi/shared/platform';
import { getCourseCategories } from '../../../api/learning';
import { learningQueryKeys } from '../../../api/query-keys';
import type { CourseCategory } from '@colleghi/api-contract';

const NONE: CourseCategory[] = [];

/** The filter buttons' categories. A failure leaves only 'Tutte': the catalogue still works. */
export function useCourseCategories(): { categories: CourseCategory[]; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: learningQueryKeys.categories,
    queryFn: () => fromApi(getCourseCategories()),
  });
  return { categories: data ?? NONE, failed: isError };
}
