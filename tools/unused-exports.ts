// Finds exports that no other file imports, and source files that nothing reaches.
//   npx tsx tools/unused-exports.ts      (prints the findings; exit code 1 when there are any)
// Syntactic only (TypeScript's parser, no type checker), so it reads the whole project in about a second.
// lib/dead-code.test.ts holds the convention with it: an exported symbol is used somewhere, or it is not exported.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["app", "components", "lib", "tools", "e2e"];
// Next reads proxy.ts (middleware.ts) and instrumentation.ts at the root, when there are any.
const ROOT_FILES = ["next.config.ts", "vitest.config.mts", "proxy.ts", "middleware.ts", "instrumentation.ts"];
const SKIPPED = ["tools/ferretdb", "tools/bench-api/next-floor"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".d.ts", ".d.mts"];

/** Files Next loads by convention, and the names it reads from them. */
const NEXT_FILE =
  /^(?:app\/(?:.*\/)?(?:page|layout|template|route|error|global-error|not-found|forbidden|unauthorized|loading|default|opengraph-image|twitter-image|icon|apple-icon|sitemap|robots|manifest)|proxy|middleware|instrumentation)\.tsx?$/;
const NEXT_EXPORTS = new Set([
  "default",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "metadata",
  "generateMetadata",
  "viewport",
  "generateViewport",
  "generateStaticParams",
  "dynamic",
  "dynamicParams",
  "revalidate",
  "fetchCache",
  "runtime",
  "preferredRegion",
  "maxDuration",
  "generateImageMetadata",
  "generateSitemaps",
  "alt",
  "size",
  "contentType",
  "proxy",
  "middleware",
  "config",
  "register",
  "onRequestError",
]);

/** Entry points outside Next: tests, e2e specs, command-line tools, configuration; what their runner reads. */
const ENTRY_FILES: { pattern: RegExp; exports: string[] }[] = [
  { pattern: /\.test\.tsx?$/, exports: [] },
  { pattern: /^e2e\/.*\.spec\.ts$/, exports: [] },
  { pattern: /^e2e\/playwright\.config\.ts$/, exports: ["default"] },
  { pattern: /^(next|vitest)\.config\.m?ts$/, exports: ["default"] },
  { pattern: /^tools\/vitest-global-setup\.ts$/, exports: ["default", "setup", "teardown"] },
  { pattern: /^tools\/vitest-setup\.ts$/, exports: [] },
  // The scripts in package.json and the files started by path (benchmarks, child processes of tests).
  { pattern: /^tools\/[^/]+\.(ts|mjs)$/, exports: [] },
];

/** Generated files, whose exports are the generator's, not ours. */
const GENERATED = new Set(["components/api/v2.d.ts"]);

type Reexport = { from: string; imported: string; exported: string };
type FileFacts = {
  exports: Map<string, number>; // exported name → its line
  localUses: Set<string>; // exported names also used inside the file
  imports: { from: string; names: string[] }[]; // "*" = every export
  reexports: Reexport[];
  starReexports: string[];
  strings: string[];
};

const toPosix = (file: string) => file.split(path.sep).join("/");

function listFiles(): string[] {
  const files: string[] = [...ROOT_FILES.filter((file) => existsSync(path.join(ROOT, file)))];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder))) {
      const relative = `${folder}/${entry}`;
      if (SKIPPED.includes(relative) || entry === "node_modules" || entry.startsWith(".")) continue;
      if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative);
      else if (/\.(tsx?|mts|mjs)$/.test(entry)) files.push(relative);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return files;
}

function resolve(from: string, specifier: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("."))
    base = toPosix(path.normalize(path.join(path.dirname(from), specifier)));
  else return null;
  const stem = base.replace(/\.(m?js|tsx?)$/, "");
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** A module and, for a JavaScript module, the declaration file that types it (`x.mjs` and `x.d.mts`). */
function targetsOf(from: string, specifier: string, known: Set<string>): string[] {
  const target = resolve(from, specifier, known);
  if (!target) return [];
  const declaration = target.replace(/\.mjs$/, ".d.mts").replace(/\.js$/, ".d.ts");
  return declaration !== target && known.has(declaration) ? [target, declaration] : [target];
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

function bindingNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

function readFacts(file: string): FileFacts {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const facts: FileFacts = {
    exports: new Map(),
    localUses: new Set(),
    imports: [],
    reexports: [],
    starReexports: [],
    strings: [],
  };
  const declared = new Set<ts.Node>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const exportName = (name: string, node: ts.Node) => facts.exports.set(name, lineOf(node));

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push("default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      facts.imports.push({ from: statement.moduleSpecifier.text, names });
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      const clause = statement.exportClause;
      if (!clause && from) facts.starReexports.push(from);
      else if (clause && ts.isNamespaceExport(clause)) {
        exportName(clause.name.text, clause);
        if (from) facts.imports.push({ from, names: ["*"] });
      } else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text;
          exportName(element.name.text, element);
          if (from) facts.reexports.push({ from, imported: local, exported: element.name.text });
          else facts.localUses.add(element.name.text);
        }
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      exportName("default", statement);
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) {
      exportName("default", statement);
      continue;
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        for (const identifier of bindingNames(declaration.name)) {
          exportName(identifier.text, identifier);
          declared.add(identifier);
        }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    ) {
      exportName(statement.name.text, statement.name);
      declared.add(statement.name);
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !declared.has(node) && facts.exports.has(node.text))
      facts.localUses.add(node.text);
    if (ts.isStringLiteralLike(node)) facts.strings.push(node.text);
    // import("…") and require("…") take everything; import("…").Name in a type takes Name.
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      facts.imports.push({ from: node.arguments[0].text, names: namesTakenFrom(node) });
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const qualifier = node.qualifier;
      const first = qualifier && (ts.isIdentifier(qualifier) ? qualifier : leftmost(qualifier));
      facts.imports.push({ from: node.argument.literal.text, names: [first ? first.text : "*"] });
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return facts;
}

/** What code takes from `await import("…")`: the names it destructures or reads, else everything. */
function namesTakenFrom(call: ts.CallExpression): string[] {
  let node: ts.Node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node && parent.name.text !== "then")
    return [parent.name.text];
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
    return parent.name.elements.map((element) => {
      const name = element.propertyName ?? element.name;
      return element.dotDotDotToken || !ts.isIdentifier(name) ? "*" : name.text;
    });
  return ["*"];
}

function leftmost(name: ts.QualifiedName): ts.Identifier {
  return ts.isIdentifier(name.left) ? name.left : leftmost(name.left);
}

/**
 * `unused`: nothing imports it and its own file does not use it — dead code.
 * `tests-only`: only tests import it and its own file does not use it — dead code kept alive by its test.
 * `own-file-only`: its own file uses it, nothing else imports it — alive, but `export` says more than is true.
 */
type FindingKind = "unused" | "tests-only" | "own-file-only";
type Finding = { file: string; line: number; name: string; kind: FindingKind };

const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith("e2e/") || file.startsWith("lib/testing/");

export function findUnused(): { files: string[]; exports: Finding[] } {
  const files = listFiles();
  const known = new Set(files);
  const facts = new Map(files.map((file) => [file, readFacts(file)]));
  const used = new Set<string>(); // `${file}#${name}`; `${file}#*` = all
  const usedOutsideTests = new Set<string>();
  const importedFiles = new Set<string>();
  const mark = (file: string, name: string, fromTest: boolean) => {
    const key = `${file}#${name}`;
    const isNew = !used.has(key) || (!fromTest && !usedOutsideTests.has(key));
    used.add(key);
    if (!fromTest) usedOutsideTests.add(key);
    return isNew;
  };

  for (const [file, fileFacts] of facts)
    for (const entry of fileFacts.imports) {
      for (const target of targetsOf(file, entry.from, known)) {
        importedFiles.add(target);
        for (const name of entry.names) mark(target, name, isTestFile(file));
      }
    }
  // Re-exports pass a use on to the file they come from, until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, fileFacts] of facts) {
      const isUsed = (name: string, outside: boolean) => {
        const set = outside ? usedOutsideTests : used;
        return set.has(`${file}#${name}`) || set.has(`${file}#*`);
      };
      for (const reexport of fileFacts.reexports) {
        const target = resolve(file, reexport.from, known);
        if (!target) continue;
        importedFiles.add(target);
        for (const outside of [false, true])
          if (isUsed(reexport.exported, outside))
            changed = mark(target, reexport.imported, !outside) || changed;
      }
      for (const from of fileFacts.starReexports) {
        const target = resolve(file, from, known);
        if (!target) continue;
        importedFiles.add(target);
        const names = [...(facts.get(target)?.exports.keys() ?? [])];
        for (const outside of [false, true])
          for (const name of names)
            if (!fileFacts.exports.has(name) && isUsed(name, outside))
              changed = mark(target, name, !outside) || changed;
      }
    }
  }

  const allStrings = [...facts.values()].flatMap((fileFacts) => fileFacts.strings);
  const entryOf = (file: string) => ENTRY_FILES.find((entry) => entry.pattern.test(file));
  const isNamedByPath = (file: string) => {
    const base = path.basename(file);
    return allStrings.some((text) => text.includes(base) || text.endsWith(file.replace(/\.[^.]+$/, "")));
  };

  const exports: Finding[] = [];
  for (const [file, fileFacts] of facts) {
    if (GENERATED.has(file)) continue;
    const allowed = new Set<string>(entryOf(file)?.exports ?? []);
    // A file started or configured by its path (a child process, Playwright's globalSetup) is read for its default.
    if (!importedFiles.has(file) && isNamedByPath(file)) allowed.add("default");
    if (NEXT_FILE.test(file)) for (const name of NEXT_EXPORTS) allowed.add(name);
    for (const [name, line] of fileFacts.exports) {
      if (allowed.has(name)) continue;
      const isImported = used.has(`${file}#${name}`) || used.has(`${file}#*`);
      const isImportedOutsideTests =
        usedOutsideTests.has(`${file}#${name}`) || usedOutsideTests.has(`${file}#*`);
      const isUsedInFile = fileFacts.localUses.has(name);
      const kind: FindingKind | null = !isImported
        ? isUsedInFile
          ? "own-file-only"
          : "unused"
        : !isImportedOutsideTests && !isUsedInFile && !isTestFile(file)
          ? "tests-only"
          : null;
      if (kind) exports.push({ file, line, name, kind });
    }
  }
  const unusedFiles = files.filter(
    (file) =>
      !importedFiles.has(file) &&
      !NEXT_FILE.test(file) &&
      !entryOf(file) &&
      !GENERATED.has(file) &&
      !isNamedByPath(file),
  );
  return { files: unusedFiles, exports };
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const { files, exports } = findUnused();
  const section = (title: string, lines: string[]) =>
    console.log(`${title} (${lines.length}):\n${lines.join("\n")}\n`);
  const of = (kind: FindingKind) =>
    exports
      .filter((finding) => finding.kind === kind)
      .map(({ file, line, name }) => `  ${file}:${line} ${name}`);
  section(
    "files nothing reaches",
    files.map((file) => `  ${file}`),
  );
  section("exports nothing uses", of("unused"));
  section("exports only tests use", of("tests-only"));
  section("exports used only in their own file (drop `export`)", of("own-file-only"));
  process.exit(files.length + of("unused").length + of("tests-only").length > 0 ? 1 : 0);
}
