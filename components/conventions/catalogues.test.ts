import ts from "typescript";
import { describe, expect, it } from "vitest";
import { nameOf, nodesOf, sourceFiles, whereOf } from "@/lib/testing/source-walk";

/**
 * Copy is read one way: `messagesIn(CATALOGUE, language)` (lib/i18n/messages-in.ts), which server components
 * reach through `getServerMessages(CATALOGUE)` and client components through `useMessages(CATALOGUE)`. Nothing
 * indexes a catalogue by a language by hand. Tables of locale data (not words people read) may be.
 */
const LOCALE_TABLES = new Set(["LOCALES", "OPEN_GRAPH_LOCALES", "SEPARATORS"]);
const THE_READER = "lib/i18n/messages-in.ts";

const LANGUAGE_NAME = /^(?:language|lang|locale)$|Language$/;

/** `language`, `mail.language`, `language()`, `await getRequestLanguage()`. */
function isLanguage(expression: ts.Expression): boolean {
  if (ts.isAwaitExpression(expression) || ts.isParenthesizedExpression(expression))
    return isLanguage(expression.expression);
  if (ts.isCallExpression(expression)) return LANGUAGE_NAME.test(nameOf(expression.expression) ?? "");
  return LANGUAGE_NAME.test(nameOf(expression) ?? "");
}

function handReadsOf(file: string): string[] {
  if (file === THE_READER) return [];
  const found: string[] = [];
  for (const node of nodesOf(file)) {
    if (!ts.isElementAccessExpression(node)) continue;
    const table = nameOf(node.expression) ?? "";
    if (LOCALE_TABLES.has(table)) continue;
    if (table.endsWith("MESSAGES") || isLanguage(node.argumentExpression))
      found.push(`${whereOf(node)} ${node.getText().slice(0, 60)}`);
  }
  return found;
}

describe("catalogues", () => {
  it("are read through messagesIn, getServerMessages or useMessages, never by hand", () => {
    const files = sourceFiles("app", "components", "lib");
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap(handReadsOf)).toEqual([]);
  });
});
