import { isSafeCallback } from './callback';

describe('isSafeCallback', () => {
  it.each([
    '/',
    '/dashboard',
    '/courses/12',
    '/subscription?type=professional&id=3',
    '/profile#subscriptions',
    '/request-activities/guest?callback=%2Fdashboard',
    '/news/caf%C3%A8',
  ])('accepts the same-origin path %p', (path) => {
    expect(isSafeCallback(path)).toBe(true);
  });

  it.each([
    '',
    'dashboard',
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    '/dash\\board',
    'http://evil.example',
    'https://evil.example/dashboard',
    'https:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /dashboard',
    '/ /evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/dashboard\u0000',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/100%',
    '/%E0%A4%A',
    'data:text/html,<script>alert(1)</script>',
  ])('rejects %p', (path) => {
    expect(isSafeCallback(path)).toBe(false);
  });

  it('rejects non-strings from loosely typed callers', () => {
    expect(isSafeCallback(undefined as unknown as string)).toBe(false);
    expect(isSafeCallback(null as unknown as string)).toBe(false);
  });
});
