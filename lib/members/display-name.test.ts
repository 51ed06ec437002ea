import ts from "typescript";
import { describe, expect, it } from "vitest";
import { nodesOf, parse, sourceFiles, whereOf } from "@/lib/testing/source-walk";
import { displayNameOf } from "./display-name";

const HOME = "lib/members/display-name.ts";
const NAME_PARTS = new Set(["firstName", "lastName"]);

/**
 * The name parts an expression reads; object literals, nested functions and nested arrays left out (a table's
 * rows, `[[label, first], [label, last]]`, build no name).
 */
function namePartsReadBy(expression: ts.Node): Set<string> {
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    const isNested = node !== expression && ts.isArrayLiteralExpression(node);
    if (isNested || ts.isObjectLiteralExpression(node) || ts.isFunctionLike(node)) return;
    const isRead =
      ts.isIdentifier(node) &&
      NAME_PARTS.has(node.text) &&
      (ts.isPropertyAccessExpression(node.parent) ? node.parent.name === node : ts.isExpression(node.parent));
    if (isRead) found.add(node.text);
    node.forEachChild(visit);
  };
  visit(expression);
  return found;
}

/** An array, a template or a `+` that puts a first and a last name together: a display name built by hand. */
const buildsName = (node: ts.Node) =>
  (ts.isArrayLiteralExpression(node) ||
    ts.isTemplateExpression(node) ||
    (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)) &&
  namePartsReadBy(node).size === NAME_PARTS.size;

describe("displayNameOf", () => {
  it("joins first and last name, each trimmed, with one space", () => {
    expect(displayNameOf({ firstName: " Ada ", lastName: "Lovelace  " })).toBe("Ada Lovelace");
    expect(displayNameOf({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(displayNameOf({ lastName: "Lovelace" })).toBe("Lovelace");
  });

  it("answers the fallback when neither part holds a letter", () => {
    expect(displayNameOf({ firstName: null, lastName: null })).toBe("");
    expect(displayNameOf({ firstName: "  ", lastName: "" }, null)).toBeNull();
    expect(displayNameOf({}, "M-1234")).toBe("M-1234");
  });

  it("is the only place a member's name is put together (app, components, lib)", () => {
    const offending = sourceFiles("app", "components", "lib")
      .filter((file) => file !== HOME)
      .flatMap((file) => nodesOf(parse(file)).filter(buildsName).map(whereOf));
    expect(offending).toEqual([]);
  });

  it("recognises the hand-built shapes it forbids", () => {
    const source = ts.createSourceFile(
      "probe.ts",
      [
        'const a = [member.firstName, member.lastName].filter(Boolean).join(" ");',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template, for the parser
        "const b = `${m.firstName} ${m.lastName}`;",
        'const c = firstName + " " + lastName;',
        "const fine = { firstName: member.firstName, lastName: member.lastName };",
        "const rows = [[label.first, member.firstName], [label.last, member.lastName]];",
      ].join("\n"),
      ts.ScriptTarget.Latest,
      true,
    );
    const lines = nodesOf(source).filter(buildsName).map(whereOf);
    expect(new Set(lines)).toEqual(new Set(["probe.ts:1", "probe.ts:2", "probe.ts:3"]));
  });
});
