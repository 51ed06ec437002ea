import ts from "typescript";
import { describe, expect, it } from "vitest";
import { nodesOf, parse, sourceFiles, whereOf } from "@/lib/testing/source-walk";

// One clock (issue 26): wherever the services name something `now`, it is a `Clock` (`() => Date`, lib/clock.ts),
// `systemClock` unless a caller passes another, so a test moves time by passing a clock, never by waiting. An
// instant already read from the clock is called `at` (or what it is: `deletedAt`, `dueAt`…), never `now`.

const FOLDERS = ["lib/services", "lib/passes"];

const isNamedNow = (name: ts.Node | undefined) =>
  Boolean(name && ts.isIdentifier(name) && name.text === "now");
const typeText = (node: { type?: ts.TypeNode }) => node.type?.getText().replace(/\s+/g, " ") ?? null;

/** What is wrong with one declaration named `now`, or null when it is a clock. */
function problemOf(node: ts.Node): string | null {
  if (ts.isPropertySignature(node) && isNamedNow(node.name))
    return typeText(node) === "Clock" ? null : `now typed ${typeText(node)}`;
  if (ts.isParameter(node) && isNamedNow(node.name)) {
    const isClock = typeText(node) === "Clock" || node.initializer?.getText() === "systemClock";
    return isClock ? null : `parameter now: ${typeText(node) ?? node.initializer?.getText()}`;
  }
  if (ts.isBindingElement(node) && isNamedNow(node.name) && node.initializer)
    return node.initializer.getText() === "systemClock" ? null : `now = ${node.initializer.getText()}`;
  if (ts.isVariableDeclaration(node) && isNamedNow(node.name)) return "a variable now (an instant is `at`)";
  return null;
}

const problemsIn = (source: ts.SourceFile) =>
  nodesOf(source).flatMap((node) => {
    const problem = problemOf(node);
    return problem ? [`${whereOf(node)} ${problem}`] : [];
  });

describe("the one Clock", () => {
  it("is what every `now` of the services is: an option `now?: Clock` defaulting to systemClock", () => {
    const problems = sourceFiles(...FOLDERS).flatMap((file) => problemsIn(parse(file)));
    expect(problems).toEqual([]);
  });

  it("sees each way a `now` is not a clock", () => {
    const probe = ts.createSourceFile(
      "probe.ts",
      [
        "export function a({ now = new Date() }: { now?: Date }) {}",
        "export function b({ now = Date.now() }: { now?: number }) {}",
        "export function c(card: Card, now: Date) {}",
        "export function d() { const now = new Date(); }",
        "export function fine({ now = systemClock }: { now?: Clock }) {}",
        "export function alsoFine(now: Clock) {}",
      ].join("\n"),
      ts.ScriptTarget.Latest,
      true,
    );
    const lines = problemsIn(probe).map((problem) => problem.split(" ")[0]);
    expect(lines).toEqual([
      "probe.ts:1",
      "probe.ts:1",
      "probe.ts:2",
      "probe.ts:2",
      "probe.ts:3",
      "probe.ts:4",
    ]);
  });
});
