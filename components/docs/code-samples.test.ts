import { describe, expect, it } from "vitest";
import { codeSamples } from "@/components/docs/code-samples";
import { groupOperationsByTag, type OpenApiDocument } from "@/components/docs/openapi";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const document = buildOpenApiDocument() as unknown as OpenApiDocument;
const entries = groupOperationsByTag(document).flatMap((group) => group.operations);
const entry = (method: string, path: string) => {
  const found = entries.find((each) => each.method === method && each.path === path);
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe("code samples generated from the OpenAPI document", () => {
  it("exist, in curl and fetch, for every operation of the document", () => {
    expect(entries.length).toBeGreaterThan(5);
    for (const each of entries) {
      const samples = codeSamples(each, document);
      expect(samples.curl).toContain(`curl -X ${each.method.toUpperCase()} "$BASE_URL/v2`);
      expect(samples.fetch).toContain(`method: "${each.method.toUpperCase()}"`);
    }
  });

  it("send the smallest JSON body that passes validation, with the bearer token", () => {
    const { curl, fetch } = codeSamples(entry("post", "/v2/programs"), document);
    expect(curl).toContain(`-H "Authorization: Bearer $TOKEN"`);
    const json = /-d '(.*)'$/m.exec(curl)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ passTypeIdentifier: "pass.com.example.coffee", name: "name" });
    expect(fetch).toContain('"Content-Type": "application/json"');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, as text
    expect(fetch).toContain("Authorization: `Bearer ${token}`");
  });

  it("fill path parameters with values of their pattern", () => {
    const { curl } = codeSamples(entry("get", "/v2/loyalty/programs/{programId}"), document);
    expect(curl).toMatch(/\/v2\/loyalty\/programs\/[0-9a-f]{24}"/);
  });

  it("send the pass's own token to the Apple Wallet web service", () => {
    const path = "/v2/passkit/v1/passes/{passTypeIdentifier}/{serialNumber}";
    const { curl } = codeSamples(entry("get", path), document);
    expect(curl).toContain(`-H "Authorization: ApplePass $PASS_TOKEN"`);
    expect(curl).not.toContain("Bearer");
  });

  it("use a form for the token and no Authorization header on public operations", () => {
    const { curl, fetch } = codeSamples(entry("post", "/v2/token"), document);
    expect(curl).not.toContain("Authorization");
    expect(curl).toContain("-d 'username=merchant%40example.com&password=");
    expect(fetch).toContain("new URLSearchParams(");
  });
});
