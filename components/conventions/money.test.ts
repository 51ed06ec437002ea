import ts from "typescript";
import { describe, expect, it } from "vitest";
import { nodesOf, sourceFiles, whereOf } from "@/lib/testing/source-walk";

/**
 * Amounts are converted by lib/money alone (`toMinorUnits`, `formatMinorUnits`, `majorUnitsOf`, `minorUnitsOf`):
 * nothing else multiplies or divides by 100. A percentage of a ratio, `(part / whole) * 100`, is not money.
 */
const SCALING = new Set([
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
]);

/** Files on the lead's branch (lib/services, and lib/passes' pass facts being merged with the wallet's). */

const isHundred = (node: ts.Expression) =>
  ts.isNumericLiteral(node) && (Number(node.text.replace(/_/g, "")) === 100 || Number(node.text) === 0.01);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

const isRatio = (node: ts.Expression) => {
  const inner = unwrap(node);
  return ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.SlashToken;
};

function byHandOf(file: string): string[] {
  const found: string[] = [];
  for (const node of nodesOf(file)) {
    if (!ts.isBinaryExpression(node) || !SCALING.has(node.operatorToken.kind)) continue;
    const { left, right } = node;
    const other = isHundred(right) ? left : isHundred(left) ? right : null;
    if (!other) continue;
    const isPercentage = node.operatorToken.kind === ts.SyntaxKind.AsteriskToken && isRatio(other);
    if (!isPercentage) found.push(`${whereOf(node)} ${node.getText()}`);
  }
  return found;
}

describe("money", () => {
  it("is scaled by lib/money only: no amount multiplied or divided by 100 by hand", () => {
    const files = sourceFiles("app", "components", "lib").filter((file) => !file.startsWith("lib/money/"));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap(byHandOf)).toEqual([]);
  });

  it("tells the upload's percentage apart from an amount", () => {
    expect(byHandOf("components/api/upload.ts")).toEqual([]);
  });
});
