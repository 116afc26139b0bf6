import type { ErrorTree } from './errors';
import { ValidationError, hasErrors, nonFieldError } from './errors';
import { MSG } from './messages';

type Plain = Record<string, unknown>;

/** PostgreSQL `integer` (int4), the type of every id and whole number the database stores. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** A value that can be the id of a row: a whole number from 1 to INT4_MAX. */
export function isRowId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= INT4_MAX;
}

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface TextOptions {
  required?: boolean;
  /** null or '' becomes null ("empty text fields are sent as null"). */
  nullable?: boolean;
  max?: number;
}

interface IntOptions {
  required?: boolean;
  nullable?: boolean;
  /** Default INT4_MIN: nothing outside PostgreSQL integer reaches a query. */
  min?: number;
  /** Default INT4_MAX. */
  max?: number;
}

interface ChoiceOptions {
  required?: boolean;
  nullable?: boolean;
  /** Default invalidChoice. */
  message?: string;
}

interface IdOptions {
  required?: boolean;
  nullable?: boolean;
  /** The field's "not in the list" message, for an id no row can have (default invalidChoice). */
  unknown?: string;
}

/**
 * Reads one JSON object field by field, collecting Italian error messages instead of throwing,
 * so one response lists every problem (as DRF does). `undefined` means "absent" (partial update).
 */
export class BodyReader {
  private readonly ownErrors: ErrorTree = {};
  private readonly children = new Map<string, BodyReader>();
  private nullBody = false;

  constructor(readonly data: Plain) {}

  /**
   * The request body must be a JSON object; an array or a scalar is a 400 before any field is
   * read. No body reads as {}; so does `null`, whose fields are then missing, and which is never
   * accepted: when nothing else is wrong, it is refused as not an object.
   */
  static fromBody(body: unknown): BodyReader {
    if (body === undefined) return new BodyReader({});
    if (body === null) {
      const reader = new BodyReader({});
      reader.nullBody = true;
      return reader;
    }
    if (!isPlainObject(body)) throw nonFieldError(MSG.expectedObjectBody);
    return new BodyReader(body);
  }

  has(key: string): boolean {
    return this.data[key] !== undefined;
  }

  error(key: string, message: string): void {
    const current = this.ownErrors[key];
    if (Array.isArray(current)) current.push(message);
    else this.ownErrors[key] = [message];
  }

  /** The messages collected so far for `key` itself. */
  fieldErrors(key: string): string[] {
    const own = this.ownErrors[key];
    return Array.isArray(own) ? own : [];
  }

  fieldHasError(key: string): boolean {
    return key in this.ownErrors || (this.children.get(key)?.hasErrors() ?? false);
  }

  /** Keys outside writable are errors, except read-only ones a client may echo back (ignored). */
  allowOnly(writable: readonly string[], ignored: readonly string[] = []): void {
    for (const key of Object.keys(this.data)) {
      if (!writable.includes(key) && !ignored.includes(key)) this.error(key, MSG.notAllowedField);
    }
  }

  text(key: string, options: TextOptions = {}): string | null | undefined {
    const value = this.data[key];
    if (value === undefined || value === null) return this.missing(key, value, options);
    if (typeof value !== 'string') {
      this.error(key, MSG.invalidText);
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed === '') return this.missing(key, null, options);
    if (options.max !== undefined && trimmed.length > options.max) {
      this.error(key, MSG.maxLength(options.max));
      return undefined;
    }
    return trimmed;
  }

  bool(key: string, options: { required?: boolean } = {}): boolean | undefined {
    const value = this.data[key];
    if (value === undefined || value === null) {
      if (options.required) this.error(key, MSG.required);
      return undefined;
    }
    if (typeof value !== 'boolean') {
      this.error(key, MSG.invalidBoolean);
      return undefined;
    }
    return value;
  }

  int(key: string, options: IntOptions = {}): number | null | undefined {
    const value = this.data[key];
    if (value === undefined || value === null || value === '') {
      return this.missing(key, value === undefined ? undefined : null, options);
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.error(key, MSG.invalidInteger);
      return undefined;
    }
    const { min = INT4_MIN, max = INT4_MAX } = options;
    if (value < min || value > max) {
      this.error(key, value < min ? MSG.minValue(min) : MSG.maxValue(max));
      return undefined;
    }
    return value;
  }

  /** One of a few whole numbers (notice days, popup ids); any other number is `message`. */
  intChoice<T extends number>(
    key: string,
    choices: readonly T[],
    options: ChoiceOptions = {},
  ): T | null | undefined {
    const value = this.data[key];
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      if ((choices as readonly number[]).includes(value)) return value as T;
      this.error(key, options.message ?? MSG.invalidChoice);
      return undefined;
    }
    // Missing, or not a whole number: int's errors.
    return this.int(key, options) as null | undefined;
  }

  /** The id of a row: a whole number that some row could have, else the `unknown` message. */
  id(key: string, options: IdOptions = {}): number | null | undefined {
    const value = this.data[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && !isRowId(value)) {
      this.error(key, options.unknown ?? MSG.invalidChoice);
      return undefined;
    }
    return this.int(key, options);
  }

  /**
   * A reference to another row: an id, or the object the API itself returned ({ id, ... }),
   * so a client may send back what it received.
   */
  ref(key: string, options: IdOptions = {}): number | null | undefined {
    const value = this.data[key];
    if (isPlainObject(value) && typeof value.id === 'number' && Number.isSafeInteger(value.id)) {
      if (isRowId(value.id)) return value.id;
      this.error(key, options.unknown ?? MSG.invalidChoice);
      return undefined;
    }
    return this.id(key, options);
  }

  /** A nested object read by its own reader; its errors nest under key. */
  object(key: string, options: { required?: boolean } = {}): BodyReader | undefined {
    const value = this.data[key];
    if (value === undefined || value === null) {
      // A missing required object is read as {} so its own required fields report
      // ('profile.city' rather than a bare 'profile'), which is what the forms show.
      return options.required ? this.child(key, {}) : undefined;
    }
    if (!isPlainObject(value)) {
      this.error(key, MSG.invalidObject);
      return undefined;
    }
    return this.child(key, value);
  }

  hasErrors(): boolean {
    return hasErrors(this.errors());
  }

  errors(): ErrorTree {
    const tree: ErrorTree = { ...this.ownErrors };
    for (const [key, child] of this.children) {
      const childErrors = child.errors();
      if (hasErrors(childErrors) && !(key in tree)) tree[key] = childErrors;
    }
    if (this.nullBody && !hasErrors(tree)) tree.non_field_errors = [MSG.expectedObjectBody];
    return tree;
  }

  /** Throws the collected errors as a 400 response, if any. */
  throwIfErrors(): void {
    const tree = this.errors();
    if (hasErrors(tree)) throw new ValidationError(tree);
  }

  private child(key: string, value: Plain): BodyReader {
    const reader = new BodyReader(value);
    this.children.set(key, reader);
    return reader;
  }

  private missing<T extends { required?: boolean; nullable?: boolean }>(
    key: string,
    value: null | undefined,
    options: T,
  ): null | undefined {
    if (options.required) {
      this.error(key, MSG.required);
      return undefined;
    }
    if (value === null && !options.nullable) {
      this.error(key, MSG.required);
      return undefined;
    }
    return value;
  }
}
