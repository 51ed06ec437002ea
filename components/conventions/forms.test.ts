import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  nameOf,
  nodesOf,
  resolveImport,
  sourceFiles,
  specifiersOf,
  whereOf,
} from "@/lib/testing/source-walk";

/**
 * Every form the browser submits is driven by react-hook-form (with the shared zod schema through
 * `typedZodResolver` where lib/schemas has one): its fields live in the form, not in `useState`. The forms that
 * are plain HTML submissions, with nothing for a script to hold, are listed here with why.
 */
const NATIVE_FORMS: Record<string, string> = {
  "app/(dashboard)/giftcards/page.tsx": "a GET search rendered by the server: the query lives in the URL",
  "components/members/member-search.tsx":
    "a next/form GET search: the query lives in the URL (Back undoes it)",
  "components/programs/program-search.tsx":
    "a next/form GET search: the query lives in the URL (Back undoes it)",
  "components/public/wallet-buttons.tsx":
    "a POST to the card page's Google Wallet route, which redirects; no fields",
};

const FORM_TAGS = new Set(["form", "Form"]);
const FIELD_TAGS = new Set(["input", "select", "textarea"]);

type FormElement = { node: ts.JsxOpeningLikeElement; hasSubmitHandler: boolean };

const attributeOf = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );

function formsOf(file: string): FormElement[] {
  return [...nodesOf(file)]
    .filter(
      (node): node is ts.JsxOpeningLikeElement =>
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        FORM_TAGS.has(node.tagName.getText()),
    )
    .map((node) => ({ node, hasSubmitHandler: attributeOf(node, "onSubmit") !== undefined }));
}

const callsUseForm = (file: string) =>
  [...nodesOf(file)].some(
    (node) =>
      ts.isCallExpression(node) && ["useForm", "useFormContext"].includes(nameOf(node.expression) ?? ""),
  );

/** The file, or a module it imports (a hook such as useSignupFlow), holds the form in react-hook-form. */
const isDrivenByHookForm = (file: string) =>
  callsUseForm(file) ||
  specifiersOf(file)
    .map((specifier) => resolveImport(file, specifier))
    .some((imported) => imported !== null && callsUseForm(imported));

/** `<input value={x} onChange={(e) => setX(…)} />`: a field whose state lives in useState. */
function stateFieldsOf(file: string): string[] {
  const found: string[] = [];
  for (const node of nodesOf(file)) {
    if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) continue;
    if (!FIELD_TAGS.has(node.tagName.getText())) continue;
    const value = attributeOf(node, "value") ?? attributeOf(node, "checked");
    const onChange = attributeOf(node, "onChange");
    const isBound = value?.initializer && ts.isJsxExpression(value.initializer);
    const setsState = onChange && /\bset[A-Z]\w*\(/.test(onChange.getText());
    if (isBound && setsState) found.push(whereOf(node));
  }
  return found;
}

describe("forms", () => {
  const files = sourceFiles("app", "components").filter((file) => file.endsWith(".tsx"));
  const withForms = files.filter((file) => formsOf(file).length > 0);

  it("that a script submits are driven by react-hook-form", () => {
    expect(withForms.length).toBeGreaterThan(20);
    const offending = withForms
      .filter((file) => !(file in NATIVE_FORMS))
      .flatMap((file) =>
        formsOf(file)
          .filter((form) => !form.hasSubmitHandler || !isDrivenByHookForm(file))
          .map(
            (form) => `${whereOf(form.node)} ${form.hasSubmitHandler ? "without useForm" : "no onSubmit"}`,
          ),
      );
    expect(offending).toEqual([]);
  });

  it("keep no field in useState", () => {
    expect(withForms.flatMap(stateFieldsOf)).toEqual([]);
  });

  it("listed as plain HTML submissions still are (no submit handler), with a reason each", () => {
    for (const [file, reason] of Object.entries(NATIVE_FORMS)) {
      expect(reason.length, file).toBeGreaterThan(20);
      const forms = formsOf(file);
      expect(forms.length, file).toBeGreaterThan(0);
      expect(
        forms.every((form) => !form.hasSubmitHandler && attributeOf(form.node, "action")),
        file,
      ).toBe(true);
    }
  });
});
