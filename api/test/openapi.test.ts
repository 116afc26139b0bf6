import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { registeredRoutes } from '../src/lib/route-registry';
import { DOCS_PREFIX, SCHEMA_PATH } from '../src/lib/schema/openapi';
import { setupTestServer } from './helpers/suite';

const { server } = setupTestServer();

function validate(document: unknown): { valid: boolean; errors: unknown[] } {
  const script = path.join(__dirname, 'helpers', 'validate-openapi.mjs');
  const out = execFileSync(process.execPath, [script], { input: JSON.stringify(document) });
  return JSON.parse(out.toString()) as { valid: boolean; errors: unknown[] };
}

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; name: string }> };
}

async function fetchDocument(): Promise<Document> {
  const res = await fetch(new URL(SCHEMA_PATH, server.baseUrl));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Document;
}

/** Fastify's `/api/events/:id/` as OpenAPI writes it: `/api/events/{id}/`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Routes that are not part of the API itself: the reference's own pages and CORS. */
const isDocumentation = (url: string) => url === SCHEMA_PATH || url.startsWith(DOCS_PREFIX);

describe('the OpenAPI document at /api/schema/', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = validate(document);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the token security scheme', async () => {
    const { components } = await fetchDocument();
    expect(components.securitySchemes.Token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });

  it('lists every route the app registers', async () => {
    const { paths } = await fetchDocument();
    const missing = registeredRoutes(server.app)
      .filter((route) => !['HEAD', 'OPTIONS'].includes(route.method))
      .filter((route) => !isDocumentation(route.url))
      .filter((route) => !paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary and a success response with its shape', async () => {
    const { paths } = await fetchDocument();
    const incomplete: string[] = [];
    for (const [url, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // A success: a 2xx, or the 303 of a form that sends the browser back to the app.
        const success = Object.entries(operation.responses ?? {}).filter(
          ([code]) => code.startsWith('2') || code === '303',
        );
        const described = success.some(
          ([code, response]) =>
            ['204', '303'].includes(code) || Object.keys(response.content ?? {}).length > 0,
        );
        if (!operation.summary || !described) incomplete.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('requires the token exactly where the route does', async () => {
    const { paths } = await fetchDocument();
    const declared = Object.entries(paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    // A route that declares the token answers 401 without one (test/security covers all routes).
    for (const route of declared) {
      const [method, url] = route.split(' ');
      const path = url.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'file' ? 'x.ics' : '1',
      );
      const res = await fetch(new URL(path, server.baseUrl), { method });
      await res.arrayBuffer();
      expect(`${route} → ${res.status}`).toBe(`${route} → 401`);
    }
    expect(declared.length).toBeGreaterThan(40);
  });

  it('marks sign-in as public and a private route as needing the token', async () => {
    const { paths } = await fetchDocument();
    expect(paths['/api/auth/login/'].post.security).toBeUndefined();
    expect(
      paths['/api/auth/login/'].post.responses?.['200']?.content?.['application/json']?.schema,
    ).toMatchObject({ type: 'object', required: ['key'] });
  });
});

it('the validator refuses a broken document (so the check above can fail)', () => {
  expect(validate({ openapi: '3.1.0', paths: { '/x': { get: { responses: 7 } } } }).valid).toBe(
    false,
  );
});

describe('the API reference at /api/docs/', () => {
  it('is an HTML page that reads the document', async () => {
    const page = await fetch(new URL(`${DOCS_PREFIX}/`, server.baseUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('swagger-ui');
    const json = await fetch(new URL(`${DOCS_PREFIX}/json`, server.baseUrl));
    expect(((await json.json()) as Document).openapi).toBe('3.1.0');
  });
});
