import type { ErrorTree } from './errors';
import { ValidationError, hasErrors } from './errors';
import { MSG } from './messages';

type Plain = Record<string, unknown>;

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
  min?: number;
}

/**
 * Reads one JSON object field by field, collecting Italian error messages instead of throwing,
 * so one response lists every problem (as DRF does). `undefined` means "absent" (partial update).
 */
export class BodyReader {
  private readonly ownErrors: ErrorTree = {};
  private readonly children = new Map<string, BodyReader>();

  constructor(readonly data: Plain) {}

  /** The request body must be a JSON object; anything else is a 400 before any field is read. */
  static fromBody(body: unknown): BodyReader {
    if (body === undefined || body === null) return new BodyReader({});
    if (!isPlainObject(body)) {
      throw new ValidationError({ non_field_errors: [MSG.expectedObjectBody] });
    }
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
    if (options.min !== undefined && value < options.min) {
      this.error(key, MSG.minValue(options.min));
      return undefined;
    }
    return value;
  }

  /**
   * A reference to another row: an id, or the object the API itself returned ({ id, ... }),
   * so a client may send back what it received.
   */
  ref(key: string, options: { required?: boolean; nullable?: boolean } = {}) {
    const value = this.data[key];
    if (isPlainObject(value) && typeof value.id === 'number' && Number.isSafeInteger(value.id)) {
      return value.id;
    }
    return this.int(key, { ...options, min: 1 });
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
