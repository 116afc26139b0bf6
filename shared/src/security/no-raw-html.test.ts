/**
 * Repository rule: HTML from outside (news bodies, anything the API returns) reaches the DOM only
 * through the DOMPurify-based sanitizer. Every `dangerouslySetInnerHTML` in host/src, mfe-*\/src
 * and shared/src must be fed by `sanitizeHtml(...)` from a module that calls DOMPurify, and no
 * code may write markup through innerHTML, outerHTML, insertAdjacentHTML or document.write.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO = path.resolve(__dirname, '..', '..', '..');
const SANITIZER = 'sanitizeHtml';

type Problem = { file: string; line: number; message: string };

/** Reads a module that `from` imports with a relative path (.ts/.tsx/index). */
type ReadImport = (from: string, specifier: string) => { file: string; text: string } | null;

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function isSanitizerCall(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === SANITIZER
  );
}

/** sanitizeHtml(...) itself, or memoised as it is: useMemo(() => sanitizeHtml(x), [x]). */
function producedBySanitizer(node: ts.Expression): boolean {
  if (isSanitizerCall(node)) return true;
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'useMemo') return false;
  const [factory] = node.arguments;
  return Boolean(factory && ts.isArrowFunction(factory) && isSanitizerCall(factory.body));
}

/** A module that really sanitizes: imports DOMPurify and calls DOMPurify.sanitize. */
function isDomPurifySanitizer(file: string, text: string): boolean {
  const source = parse(file, text);
  let importsPurify = false;
  let callsSanitize = false;
  let exportsSanitizer = false;
  walk(source, (node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'dompurify'
    ) {
      importsPurify = true;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'sanitize'
    ) {
      callsSanitize = true;
    }
    if (
      ts.isFunctionDeclaration(node) &&
      node.name?.text === SANITIZER &&
      node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      exportsSanitizer = true;
    }
  });
  return importsPurify && callsSanitize && exportsSanitizer;
}

/** Problems of one source file against the rule. */
function auditSource(file: string, text: string, readImport: ReadImport): Problem[] {
  const source = parse(file, text);
  const problems: Problem[] = [];
  const report = (node: ts.Node, message: string) =>
    problems.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      message,
    });

  // Variables whose value comes out of the sanitizer: `const safe = useMemo(() => sanitizeHtml(…))`.
  const sanitizedNames = new Set<string>();
  let sanitizerImport: string | null = null;
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (producedBySanitizer(node.initializer)) sanitizedNames.add(node.name.text);
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings) &&
      node.importClause.namedBindings.elements.some(
        (element) => element.name.text === SANITIZER && !element.propertyName,
      )
    ) {
      sanitizerImport = node.moduleSpecifier.text;
    }
  });

  walk(source, (node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'dangerouslySetInnerHTML') {
      const value =
        node.initializer && ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : undefined;
      const html =
        value && ts.isObjectLiteralExpression(value)
          ? value.properties.find(
              (property): property is ts.PropertyAssignment =>
                ts.isPropertyAssignment(property) && property.name.getText(source) === '__html',
            )?.initializer
          : undefined;
      const fed =
        html !== undefined &&
        (isSanitizerCall(html) || (ts.isIdentifier(html) && sanitizedNames.has(html.text)));
      if (!fed) {
        report(node, `dangerouslySetInnerHTML must be { __html: ${SANITIZER}(…) }`);
        return;
      }
      const module = sanitizerImport ? readImport(file, sanitizerImport) : null;
      if (!module || !isDomPurifySanitizer(module.file, module.text)) {
        report(node, `${SANITIZER} must be imported from a module that calls DOMPurify.sanitize`);
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ['innerHTML', 'outerHTML'].includes(node.left.name.text)
    ) {
      report(node, `no markup through ${node.left.name.text}: render it, or use ${SANITIZER}`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insertAdjacentHTML', 'write', 'writeln'].includes(node.expression.name.text) &&
      (node.expression.name.text === 'insertAdjacentHTML' ||
        node.expression.expression.getText(source) === 'document')
    ) {
      report(node, `no markup through ${node.expression.name.text}`);
    }
  });
  return problems;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    const isTest = /\.test\.tsx?$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest ? [full] : [];
  });
}

const readFromDisk: ReadImport = (from, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    fs.existsSync(candidate),
  );
  return file ? { file, text: fs.readFileSync(file, 'utf8') } : null;
};

function appSourceRoots(): string[] {
  const remotes = fs
    .readdirSync(REPO)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => path.join(REPO, name, 'src'));
  return [path.join(REPO, 'host', 'src'), path.join(REPO, 'shared', 'src'), ...remotes];
}

describe('HTML reaches the DOM only through the DOMPurify sanitizer', () => {
  it('holds for every source file of the host, the remotes and shared', () => {
    const roots = appSourceRoots();
    expect(roots.length).toBeGreaterThanOrEqual(6);
    const files = roots.flatMap(sourceFiles);
    const problems = files.flatMap((file) =>
      auditSource(file, fs.readFileSync(file, 'utf8'), readFromDisk).map(
        (problem) => `${path.relative(REPO, problem.file)}:${problem.line} ${problem.message}`,
      ),
    );
    expect(problems).toEqual([]);
    // The rule is not empty: the news body is rendered this way today.
    const users = files.filter((file) =>
      fs.readFileSync(file, 'utf8').includes('dangerouslySetInnerHTML'),
    );
    expect(users.length).toBeGreaterThan(0);
  });

  const purifier = `import DOMPurify from 'dompurify';
export function sanitizeHtml(html: string): string { return DOMPurify.sanitize(html); }`;
  const fake = `export function sanitizeHtml(html: string): string { return html; }`;
  const reader =
    (text: string): ReadImport =>
    () => ({ file: 'sanitize-html.ts', text });
  const audit = (code: string, sanitizer = purifier) =>
    auditSource('component.tsx', code, reader(sanitizer)).map((problem) => problem.message);

  it('accepts sanitizeHtml(...) directly or through a variable', () => {
    const header = `import { sanitizeHtml } from './sanitize-html';\n`;
    expect(audit(`${header}<div dangerouslySetInnerHTML={{ __html: sanitizeHtml(x) }} />`)).toEqual(
      [],
    );
    expect(
      audit(
        `${header}const safe = useMemo(() => sanitizeHtml(x), [x]);
<div dangerouslySetInnerHTML={{ __html: safe }} />`,
      ),
    ).toEqual([]);
  });

  it('flags raw HTML, a look-alike sanitizer and DOM writes', () => {
    const header = `import { sanitizeHtml } from './sanitize-html';\n`;
    expect(audit(`<div dangerouslySetInnerHTML={{ __html: article.body }} />`)).toHaveLength(1);
    expect(
      audit(`const html = x;\n<div dangerouslySetInnerHTML={{ __html: html }} />`),
    ).toHaveLength(1);
    expect(audit(`<div dangerouslySetInnerHTML={props} />`)).toHaveLength(1);
    expect(
      audit(`${header}const mixed = sanitizeHtml(x) + raw;
<div dangerouslySetInnerHTML={{ __html: mixed }} />`),
    ).toHaveLength(1);
    expect(
      audit(`${header}<div dangerouslySetInnerHTML={{ __html: sanitizeHtml(x) }} />`, fake),
    ).toHaveLength(1);
    expect(audit(`element.innerHTML = body;`)).toHaveLength(1);
    expect(audit(`element.insertAdjacentHTML('beforeend', body);`)).toHaveLength(1);
    expect(audit(`document.write(body);`)).toHaveLength(1);
    // Reading innerHTML (the sanitizer serialises its result this way) is fine.
    expect(audit(`const out = container.innerHTML;`)).toEqual([]);
  });
});
