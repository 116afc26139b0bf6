import type { z } from 'zod';
import type { ErrorTree } from '../errors';
import { MSG } from '../messages';

type Issue = z.core.$ZodIssue;

function put(tree: ErrorTree, path: readonly string[], message: string): void {
  const [head, ...rest] = path;
  const current = tree[head];
  if (rest.length === 0) {
    // One message per field, the first one found, as the forms show a single line.
    if (current === undefined) tree[head] = [message];
    return;
  }
  if (Array.isArray(current)) return;
  const child = current ?? {};
  tree[head] = child;
  put(child, rest, message);
}

/** An issue saying the value itself (not one of its fields) has the wrong type. */
const isTypeMismatchHere = (issue: Issue) =>
  issue.code === 'invalid_type' && issue.path.length === 0;

function collect(tree: ErrorTree, issues: readonly Issue[], prefix: readonly string[]): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put(tree, [...path, key], MSG.notAllowedField);
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // The alternative the value has the type of says what is wrong with it (an object with a
      // bad id, rather than "not a number"); when it fits none, the first alternative, the
      // field's main form (a number before its '' spelling).
      const typed = issue.errors.find((branch) => !branch.some(isTypeMismatchHere));
      collect(tree, typed ?? issue.errors[0], path);
    } else {
      put(tree, path.length > 0 ? path : ['non_field_errors'], issue.message);
    }
  }
}

/** The DRF error body for zod's issues: `{ field: ["messaggio"], nested: { field: [...] } }`. */
export function issuesToTree(issues: readonly Issue[]): ErrorTree {
  const tree: ErrorTree = {};
  collect(tree, issues, []);
  return tree;
}
