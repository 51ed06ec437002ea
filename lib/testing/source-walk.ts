import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("e2e/");

/** The syntax tree of a repository-relative file (no type checking: fast enough for a walk of every file). */
export function syntaxOf(file: string): ts.SourceFile {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** Every node of a tree, depth first. */
export function nodesOf(root: ts.Node): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    node.forEachChild(visit);
  };
  visit(root);
  return nodes;
}

/** `file:line` of a node, for a failure that says where to look. */
export function whereOf(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/** The code files of these (already listed) files, tests left out. */
export const codeFiles = (files: string[]) => files.filter((file) => !isTest(file));
