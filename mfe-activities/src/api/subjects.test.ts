import { HttpResponse, apiUrl, http, makeCity, server } from '@colleghi/shared/testing';
import { searchSubjects } from './subjects';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('subjects api', () => {
  it.each([['subjects/', () => searchSubjects('mil')]])(
    '%s sends the search',
    async (path, call) => {
      let search: string | null = null;
      server.use(
        http.get(apiUrl(path), ({ request }) => {
          search = new URL(request.url).searchParams.get('search');
          return HttpResponse.json(page([makeCity()]));
        }),
      );
      const { data } = await call();
      expect(search).toBe('mil');
      expect(data?.results).toHaveLength(1);
    },
  );
});
