import { HttpResponse, apiUrl, http, makeCity, server } from '@colleghi/shared/testing';
import { searchSkills } from './skills';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('skills api', () => {
  it('skills/ sends the search', async () => {
    let search: string | null = null;
    server.use(
      http.get(apiUrl('skills/'), ({ request }) => {
        search = new URL(request.url).searchParams.get('search');
        return HttpResponse.json(page([makeCity()]));
      }),
    );
    const { data } = await searchSkills('mil');
    expect(search).toBe('mil');
    expect(data?.results).toHaveLength(1);
  });
});
