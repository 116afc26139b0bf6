import { HttpResponse, apiUrl, http, makeCity, server } from '../testing';
import { cityOptions } from './cities';

describe('cityOptions', () => {
  it('is the cities the search finds', async () => {
    const milano = makeCity();
    server.use(
      http.get(apiUrl('cities/'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('search')).toBe('mil');
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [milano] });
      }),
    );
    expect(await cityOptions('mil')).toEqual([milano]);
  });

  it('is empty when the search fails', async () => {
    server.use(http.get(apiUrl('cities/'), () => HttpResponse.json({}, { status: 400 })));
    expect(await cityOptions('mil')).toEqual([]);
  });
});
