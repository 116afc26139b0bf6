import type { paths } from './schema';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;

/** The JSON body an operation takes: `RequestBody<'/api/events/', 'post'>`. */
export type RequestBody<Path extends keyof paths, M extends Method> =
  Operation<Path, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The JSON an operation answers with a status: `ResponseBody<'/api/dashboard/', 'get'>`. */
export type ResponseBody<Path extends keyof paths, M extends Method, Status extends number = 200> =
  Operation<Path, M> extends {
    responses: { [S in Status]: { content: { 'application/json': infer Body } } };
  }
    ? Body
    : never;

/** The query string of an operation as the wire carries it: every value is text. */
export type WireQuery<Path extends keyof paths, M extends Method = 'get'> =
  Operation<Path, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/**
 * The query an operation takes, as a client writes it: `Query<'/api/demands/'>`. The wire carries
 * every query value as text and request() writes numbers and booleans as text, so a free-text
 * parameter also takes those (a page, a category id, a flag); a parameter with listed values takes
 * only those. request() leaves out a null parameter as it does an undefined one.
 */
export type Query<Path extends keyof paths, M extends Method = 'get'> = {
  [K in keyof WireQuery<Path, M>]:
    | (string extends NonNullable<WireQuery<Path, M>[K]>
        ? WireQuery<Path, M>[K] | number | boolean
        : WireQuery<Path, M>[K])
    | (undefined extends WireQuery<Path, M>[K] ? null : never);
};

/** A page of a paginated list (DRF's shape): `Page<Demand>`. */
export type Page<Item> = Omit<ResponseBody<'/api/demands/', 'get'>, 'results'> & {
  results: Item[];
};
