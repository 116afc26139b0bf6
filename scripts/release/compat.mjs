// Whether a remote's build can go live next to the host that is live now, read from their
// mf-manifest.json files alone (no build, no browser): every module the remote shares must be
// one the host provides, as a singleton, in a version inside the range the remote was built
// with. The host's copies load first and are the ones every remote takes (shareStrategy
// 'loaded-first'), so a range the host's copy misses means the remote would
// either load its own second copy (two Reacts, two jotai stores, a lost session) or fail.
// The files of @colleghi/shared that are one per page are one "platform version": their
// mismatches are reported together, once.

export const PLATFORM = '@colleghi/shared';

/** The parts of an mf-manifest.json `shared` entry the check reads. */
function sharedEntries(manifest) {
  return Array.isArray(manifest?.shared) ? manifest.shared : [];
}

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    String(text).trim(),
  );
  if (!match) return null;
  return { major: +match[1], minor: +match[2], patch: +match[3], pre: match[4] ?? '' };
}

function compare(a, b) {
  for (const key of ['major', 'minor', 'patch']) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  if (a.pre === b.pre) return 0;
  // A prerelease sorts before its release.
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** A partial version (`19`, `19.3`, `19.x`) as its lowest version and how many parts it names. */
function parsePartial(text) {
  const match = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/.exec(
    text,
  );
  if (!match) return null;
  const parts = match
    .slice(1, 4)
    .map((part) => (part === undefined || /[xX*]/.test(part) ? null : +part));
  const named = parts.findIndex((part) => part === null);
  const count = named === -1 ? 3 : named;
  const [major = 0, minor = 0, patch = 0] = parts.map((part) => part ?? 0);
  return { version: { major, minor, patch, pre: match[4] ?? '' }, count };
}

const bump = (v, part) =>
  part === 'major'
    ? { major: v.major + 1, minor: 0, patch: 0, pre: '' }
    : part === 'minor'
      ? { major: v.major, minor: v.minor + 1, patch: 0, pre: '' }
      : { major: v.major, minor: v.minor, patch: v.patch + 1, pre: '' };

/** One comparator of a range as [lowest allowed (inclusive), upper bound (exclusive)] tests. */
function comparatorTests(token) {
  const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token);
  const operator = op[1] ?? '';
  const partial = parsePartial(op[2]);
  if (!partial) return null;
  const { version: v, count } = partial;
  const atLeast = (x) => compare(x, v) >= 0;
  if (count === 0) return operator === '<' ? [() => false] : [() => true];
  switch (operator) {
    case '^': {
      // ^1.2.3 := <2.0.0, ^0.2.3 := <0.3.0, ^0.0.3 := <0.0.4 (npm's caret).
      const upper =
        v.major > 0 || count === 1
          ? bump(v, 'major')
          : v.minor > 0 || count === 2
            ? bump(v, 'minor')
            : bump(v, 'patch');
      return [atLeast, (x) => compare(x, upper) < 0];
    }
    case '~': {
      const upper = count === 1 ? bump(v, 'major') : bump(v, 'minor');
      return [atLeast, (x) => compare(x, upper) < 0];
    }
    case '>=':
      return [atLeast];
    case '>':
      return [
        (x) =>
          count === 3
            ? compare(x, v) > 0
            : compare(x, bump(v, count === 1 ? 'major' : 'minor')) >= 0,
      ];
    case '<':
      return [(x) => compare(x, v) < 0];
    case '<=':
      return [
        (x) =>
          count === 3
            ? compare(x, v) <= 0
            : compare(x, bump(v, count === 1 ? 'major' : 'minor')) < 0,
      ];
    default: {
      if (count === 3) return [(x) => compare(x, v) === 0];
      return [atLeast, (x) => compare(x, bump(v, count === 1 ? 'major' : 'minor')) < 0];
    }
  }
}

/**
 * Whether `version` is in `range` (npm's syntax: `*`, `1.2.3`, `^`, `~`, `>=`, `<`, `1.x`,
 * hyphen-less AND by spaces, `||`). Null when the range cannot be read, which the check refuses.
 */
export function satisfies(version, range) {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  const text = String(range ?? '').trim();
  if (text === '' || text === '*') return true;
  let readable = true;
  const result = text.split('||').some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const tests = tokens.map(comparatorTests);
    if (tests.some((test) => test === null)) {
      readable = false;
      return false;
    }
    // A prerelease only matches a comparator naming the same major.minor.patch (npm's rule).
    if (
      parsed.pre &&
      !tokens.some((token) => token.includes(`${parsed.major}.${parsed.minor}.${parsed.patch}-`))
    ) {
      return false;
    }
    return tests.flat().every((test) => test(parsed));
  });
  return readable || result ? result : null;
}

function packageOf(name) {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/** A subpath of the same package that the host provides (its version is the package's). */
function samePackage(hostEntries, name) {
  const pkg = packageOf(name);
  if (pkg === name) return undefined;
  return hostEntries.find((entry) => entry.name !== pkg && packageOf(String(entry.name)) === pkg);
}

/**
 * The problems that keep `remote` (its mf-manifest.json) from going live next to `host` (the
 * live host's), as Italian sentences naming the library, the range and the version; empty when
 * compatible.
 */
export function compatibilityProblems(remote, host) {
  const provided = new Map(sharedEntries(host).map((entry) => [entry.name, entry]));
  const problems = [];
  const platform = [];
  for (const entry of sharedEntries(remote)) {
    const name = String(entry.name);
    const range = entry.requiredVersion || '*';
    const isPlatform = name === PLATFORM || name.startsWith(`${PLATFORM}/`);
    // A library shared per subpath (@mui/material/TextField) that the host does not use itself:
    // the remote's copy is the page's, made of the host's parts, so the host's version of the
    // package must fit the range.
    const hostEntry =
      provided.get(name) ?? (isPlatform ? undefined : samePackage(sharedEntries(host), name));
    if (!hostEntry) {
      problems.push(
        `${name}: il remoto lo richiede condiviso (${range}), ma l'host live non lo fornisce`,
      );
      continue;
    }
    if (entry.singleton && !hostEntry.singleton) {
      problems.push(`${name}: il remoto lo vuole singleton, l'host live non lo condivide così`);
      continue;
    }
    const ok = satisfies(hostEntry.version, range);
    if (ok === true) continue;
    if (isPlatform) {
      platform.push({ name, range, version: hostEntry.version, unreadable: ok === null });
    } else if (ok === null) {
      problems.push(
        `${name}: intervallo "${range}" o versione "${hostEntry.version}" non riconosciuti`,
      );
    } else {
      problems.push(
        `${name}: il remoto richiede ${range}, l'host live fornisce ${hostEntry.version}`,
      );
    }
  }
  if (platform.length > 0) {
    const ranges = [...new Set(platform.map((item) => item.range))].join(', ');
    const versions = [...new Set(platform.map((item) => item.version))].join(', ');
    problems.unshift(
      `versione della piattaforma ${PLATFORM}: il remoto richiede ${ranges}, l'host live fornisce ${versions} (${platform.length} moduli condivisi: ${platform.map((item) => item.name).join(', ')})`,
    );
  }
  return problems;
}
