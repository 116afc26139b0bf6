import { expect, type Page } from '@playwright/test';
import { API } from './session';

type Method = 'GET' | 'POST' | 'DELETE';

/** One call to the API with a user's key, failing the test with the path when it is refused. */
export async function apiCall<T>(
  page: Page,
  token: string | null,
  method: Method,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`${API}${path}`, {
    method,
    data,
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (response.status() === 204 ? null : await response.json()) as T;
}

export const apiGet = <T>(page: Page, token: string, path: string) =>
  apiCall<T>(page, token, 'GET', path);

type Paged<T> = { count: number; results: T[] };

/** The id of the only reference the lookup finds under that exact name (city, office...). */
async function lookupId(page: Page, path: string, name: string): Promise<number> {
  const { results } = await apiCall<Paged<{ id: number; name: string }>>(
    page,
    null,
    'GET',
    `${path}?search=${encodeURIComponent(name)}`,
  );
  const found = results.find((row) => row.name === name);
  if (!found) throw new Error(`${path}: nothing named ${name}`);
  return found.id;
}

export interface NewColleague {
  token: string;
  email: string;
  firstName: string;
}

/** Signs a new lawyer up through `auth/register/` (no skills yet, so a "new user"). */
export async function registerColleague(page: Page, firstName: string): Promise<NewColleague> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e.${stamp}@example.it`;
  const city = await lookupId(page, 'cities/', 'Bologna');
  const { key } = await apiCall<{ key: string }>(page, null, 'POST', 'auth/register/', {
    first_name: firstName,
    last_name: 'Ferri',
    email,
    password1: 'avvocato2026',
    password2: 'avvocato2026',
    phone: `3${stamp.slice(-9)}`,
    terms: true,
    privacy: true,
    profile: { type: 'LAWYER', city },
  });
  return { token: key, email, firstName };
}

/**
 * A substitute request at the Tribunale di Roma (skill Diritto civile) the day after tomorrow,
 * created through the API: the Roma colleagues with that skill are invited at once.
 */
export async function requestSubstituteInRoma(
  page: Page,
  token: string,
  activity: string,
): Promise<{ id: number }> {
  const office = await lookupId(page, 'offices/', 'Tribunale di Roma');
  const when = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  when.setUTCHours(8, 30, 0, 0);
  return apiCall<{ id: number }>(page, token, 'POST', 'demands/', {
    type: 'SUBSTITUTE',
    activity,
    office,
    skill: 1,
    datetime: when.toISOString(),
  });
}
