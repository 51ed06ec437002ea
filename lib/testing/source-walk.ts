/**
 * The source, read the way the convention tests need it: every file of a folder, parsed by TypeScript once (so
 * strings, calls and JSX are told apart from comments; no type checking, so a walk of every file stays fast), and
 * its imports resolved to files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(__dirname, "../..");

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$/;

/** Repo-relative paths of the `.ts`/`.tsx` files under these folders, tests and declarations left out. */
export function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file))
      .map((file) => path.join(folder, file).split(path.sep).join("/"))
      .sort(),
  );
}

const parsed = new Map<string, ts.SourceFile>();

export function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, source);
  }
  return source;
}

/** Every node of a file (or of a tree), depth first. */
export function nodesOf(from: string | ts.Node): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(typeof from === "string" ? parse(from) : from);
  return nodes;
}

/** "components/x.tsx:12" for a message that names where. */
export function whereOf(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
}

/** `a.b.c` → "c", `f` → "f": the name a call or access ends in. */
export function nameOf(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

/** Whether an import or re-export loads nothing when the file runs (`import type`, or only `type` names). */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The module specifiers a file imports or re-exports from, and its `import()`s. With `runtimeOnly`, only what loads
 * when the file runs: type-only imports and re-exports left out.
 */
export function specifiersOf(file: string, { runtimeOnly = false } = {}): string[] {
  const specifiers: string[] = [];
  for (const node of nodesOf(file)) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && !(runtimeOnly && isTypeOnly(node)))
        specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
  }
  return specifiers;
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The repo file an import names (`@/…` or relative), or null for a package, a stylesheet or a JSON file. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const suffix of CANDIDATES) {
    const candidate = `${base}${suffix}`;
    const full = path.join(ROOT, candidate);
    if (SOURCE.test(candidate) && existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}
