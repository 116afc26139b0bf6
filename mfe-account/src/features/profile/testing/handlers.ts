import type { Page, Skill } from '@colleghi/api-contract';
import { serveEndpoint } from '@colleghi/shared/testing';
import type { RecordedCalls } from '@colleghi/shared/testing';

export function page<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

export function serveSkills(skills: Skill[]): RecordedCalls {
  return serveEndpoint('get', 'skills/', { body: page(skills) });
}
