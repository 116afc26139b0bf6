import type { z } from 'zod';
import { MSG } from '../messages';

type RawIssue = z.core.$ZodRawIssue;

const isMissing = (input: unknown) => input === undefined || input === null;

/** What a value of the wrong type is told, by the kind of value the field takes. */
function wrongType(expected: string): string {
  switch (expected) {
    case 'string':
      return MSG.invalidText;
    case 'number':
    case 'int':
    case 'bigint':
      return MSG.invalidNumber;
    case 'boolean':
      return MSG.invalidBoolean;
    case 'object':
    case 'record':
    case 'map':
      return MSG.invalidObject;
    case 'array':
    case 'tuple':
    case 'set':
      return MSG.invalidList;
    case 'date':
      return MSG.invalidDate;
    default:
      return MSG.invalidField;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return MSG.maxLength(max);
  if (issue.origin === 'array' || issue.origin === 'set') return MSG.maxItems(max);
  if (issue.origin === 'number' || issue.origin === 'int') return MSG.maxValue(max);
  return MSG.invalidField;
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? MSG.required : MSG.minLength(min);
  if (issue.origin === 'array' || issue.origin === 'set') return MSG.minItems(min);
  if (issue.origin === 'number' || issue.origin === 'int') return MSG.minValue(min);
  return MSG.invalidField;
}

/**
 * The message of an issue whose schema sets none: a plain Italian sentence about the field,
 * never the schema library's words (type names, "atteso … ricevuto …"). Fields with a message
 * of their own (a city, an office, a phone number) set it where they are built (./fields.ts).
 */
export function plainItalian(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue.input) ? MSG.required : wrongType(issue.expected);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'email' ? MSG.email : MSG.invalidFormat;
    case 'invalid_value':
      return MSG.invalidChoice;
    case 'unrecognized_keys':
      return MSG.notAllowedField;
    default:
      return MSG.invalidField;
  }
}
