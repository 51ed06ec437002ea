import ts from "typescript";
import { describe, expect, it } from "vitest";
import { nameOf, nodesOf, sourceFiles, whereOf } from "@/lib/testing/source-walk";

/**
 * The browser reaches /v2 only through the typed client in components/api/: `apiClient`/`callApi`, and its
 * `uploadWithProgress` and `downloadWithProgress`. Everywhere else in app/ and components/, a path to /v2 is an
 * operation's typed path ("/v2/programs/{programId}") handed to those, never a URL built by hand, and nothing
 * calls fetch or XMLHttpRequest itself. (Route handlers under app/ are the server, not a caller.)
 */
const TYPED_PATH = /^\/v2(?:\/(?:[A-Za-z0-9._-]+|\{[A-Za-z]+\}))+$/;
const URL_ATTRIBUTES = new Set(["href", "action", "formAction", "src"]);
const RAW_CALLS = new Set(["fetch", "XMLHttpRequest", "sendBeacon", "EventSource"]);

const callers = () =>
  sourceFiles("app", "components").filter(
    (file) =>
      !file.startsWith("components/api/") && !file.startsWith("app/v2/") && !file.endsWith("/route.ts"),
  );

/** Every way a file reaches the network around the typed client, as "file:line what". */
function rawCallsOf(file: string): string[] {
  const found: string[] = [];
  for (const node of nodesOf(file)) {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      RAW_CALLS.has(nameOf(node.expression) ?? "")
    )
      found.push(`${whereOf(node)} calls ${nameOf(node.expression)}`);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text.startsWith("/v2") && !TYPED_PATH.test(node.text))
        found.push(`${whereOf(node)} builds "${node.text}"`);
    } else if (ts.isTemplateExpression(node) && node.head.text.startsWith("/v2")) {
      found.push(`${whereOf(node)} builds \`${node.head.text}…\``);
    } else if (ts.isJsxAttribute(node) && URL_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : "";
      if (text.startsWith("/v2")) found.push(`${whereOf(node)} links to ${text}`);
    }
  }
  return found;
}

describe("the browser's way to /v2", () => {
  it("is the typed client: no fetch, XMLHttpRequest or hand-built /v2 URL in app or components", () => {
    const files = callers();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap(rawCallsOf)).toEqual([]);
  });

  it("the typed client's own folder is where fetch and XMLHttpRequest live", () => {
    const inside = sourceFiles("components/api").flatMap(rawCallsOf).join("\n");
    expect(inside).toMatch(/components\/api\/dashboard-fetch\.ts:\d+ calls fetch/);
    expect(inside).toMatch(/components\/api\/upload\.ts:\d+ calls XMLHttpRequest/);
  });
});
