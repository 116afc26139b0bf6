/** DRF-style error body: a list of messages per field, nested objects nest the same way. */
export interface ErrorTree {
  [field: string]: string[] | ErrorTree;
}

/** An error that becomes an HTTP response with exactly this status and body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export class ValidationError extends HttpError {
  constructor(readonly errors: ErrorTree) {
    super(400, errors as Record<string, unknown>);
  }
}

export function detailError(statusCode: number, detail: string): HttpError {
  return new HttpError(statusCode, { detail });
}

export function nonFieldError(message: string): ValidationError {
  return new ValidationError({ non_field_errors: [message] });
}

/** Adds a message at a dotted path ('profile.city'), creating the nested objects. */
export function addError(tree: ErrorTree, path: readonly string[], message: string): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    const current = tree[head];
    if (Array.isArray(current)) current.push(message);
    else tree[head] = [message];
    return;
  }
  let child = tree[head];
  if (!child || Array.isArray(child)) {
    child = {};
    tree[head] = child;
  }
  addError(child, rest, message);
}

export function hasErrors(tree: ErrorTree): boolean {
  return Object.keys(tree).length > 0;
}
