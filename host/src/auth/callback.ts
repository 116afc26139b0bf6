// `callback` comes from the address bar (/sso/:token?callback=...), so anyone can craft it:
// only a path on this origin may be followed, never another site or a script URL.

const MAX_DECODE_ROUNDS = 3;

export function isSafeCallback(path: string): boolean {
  if (typeof path !== 'string' || path.length === 0) return false;
  let current = path;
  // Check every decoded form too: '/%2F%2Fevil.example' is '///evil.example' once decoded.
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isPlainRelativePath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return resolvesToSameOrigin(path);
    current = decoded;
  }
  // Still changing after several rounds: layered encoding has no honest use here.
  return false;
}

function isPlainRelativePath(path: string): boolean {
  if (path[0] !== '/') return false;
  // '//host' and '/\host' are protocol-relative URLs to browsers.
  if (path[1] === '/' || path[1] === '\\') return false;
  // Browsers treat '\' as '/' and drop tabs and newlines, which revives the cases above.
  if (path.includes('\\')) return false;
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return false;
  }
  return true;
}

function resolvesToSameOrigin(path: string): boolean {
  const base = 'http://callback.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
