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
