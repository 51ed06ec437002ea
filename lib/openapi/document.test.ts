import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const document = buildOpenApiDocument();
type SchemaObject = {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
};

const schemaOf = (name: string) =>
  (document.components.schemas as Record<string, SchemaObject>)[name] as SchemaObject;

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document at version 1.0.1", async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.0.1");
  });

  it("states the contract's program fields, bounds, defaults and enums", () => {
    const program = schemaOf("ProgramCreate");
    const { properties } = program;
    expect(program.required).toEqual(["passTypeIdentifier", "name"]);
    expect(properties.passTypeIdentifier).toMatchObject({ type: "string", pattern: "^pass\\..*" });
    expect(JSON.stringify(properties.website)).toContain('"maxLength":2083');
    expect(JSON.stringify(properties.website)).toContain('"minLength":1');
    expect(JSON.stringify(properties.website)).toContain('"format":"uri"');
    expect(JSON.stringify(properties.email)).toContain('"format":"email"');
    expect(properties.retention_period_days).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: 365,
      default: 30,
    });
    expect(properties.schema).toMatchObject({
      enum: ["stampCard", "tieredMembership", "specialOffers", "custom"],
      default: "tieredMembership",
    });
    expect(properties.programType).toMatchObject({ enum: ["loyalty", "giftcard"], default: "loyalty" });
    expect(JSON.stringify(properties.scannerType)).toContain('["Browser","PassVerifier","CodeReadr","None"]');
    for (const field of [
      "pointsAddEmail",
      "pointsAddPhone",
      "pointsInstallPass",
      "pointsScanPass",
      "pointsReferral",
      "referralRequiredPoints",
    ]) {
      expect(JSON.stringify(properties[field])).toContain('"type":"integer"');
    }
    for (const field of ["dynamicScanPoints", "disableCustomPointsChangeMessage"]) {
      expect(properties[field]).toMatchObject({ type: ["boolean", "null"] });
    }
    expect(properties.customFields).toMatchObject({ type: "array", default: [] });
    expect(properties.requiredFields).toMatchObject({ type: "array", default: [] });
  });

  it("states the contract's signup body: formats, the four length bounds, consent and utm objects", () => {
    const signup = schemaOf("PendingSignupRequest");
    const { properties } = signup;
    expect(signup.required).toEqual(["email", "passwordHash", "name", "company", "country", "consent"]);
    expect(properties.email).toMatchObject({ type: "string", format: "email" });
    expect(properties.passwordHash).toMatchObject({ type: "string", minLength: 10, maxLength: 200 });
    expect(properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(properties.company).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(properties.country).toMatchObject({ type: "string", minLength: 2, maxLength: 2 });
    const consent = properties.consent as SchemaObject;
    expect(consent.required).toEqual(["tosAt", "dpaAt", "privacyAt"]);
    for (const stamp of ["tosAt", "dpaAt", "privacyAt"])
      expect(consent.properties[stamp]).toMatchObject({ format: "date-time" });
    expect(JSON.stringify(properties.utm)).toContain('"source"');
    const signupOperation = (document.paths["/v2/signup/pending"] as Record<string, Record<string, unknown>>)
      .post;
    expect(signupOperation?.security).toEqual([]);
    expect(Object.keys(signupOperation?.responses as object)).toEqual(
      expect.arrayContaining(["200", "201", "400", "422", "429"]),
    );
    expect(schemaOf("PendingSignupResponse").properties.pendingId).toMatchObject({ type: "string" });
  });

  it("declares object-id path parameters and the FastAPI 422 shape", () => {
    const getProgram = (
      document.paths["/v2/loyalty/programs/{programId}"] as Record<string, Record<string, unknown>>
    ).get;
    const parameters = getProgram?.parameters as {
      name: string;
      in: string;
      required: boolean;
      schema: Record<string, unknown>;
    }[];
    expect(parameters.find((parameter) => parameter.name === "programId")).toMatchObject({
      in: "path",
      required: true,
      schema: { type: "string", pattern: "^[0-9a-f]{24}$" },
    });
    const responses = getProgram?.responses as Record<
      string,
      { content: { "application/json": { schema: unknown } } }
    >;
    expect(responses["422"]?.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/HTTPValidationError",
    });
    expect(schemaOf("ValidationError").required).toEqual(["loc", "msg", "type"]);
  });

  it("marks token-free operations and secures the rest", () => {
    const createToken = (document.paths["/v2/token"] as Record<string, Record<string, unknown>>).post;
    const createProgram = (document.paths["/v2/programs"] as Record<string, Record<string, unknown>>).post;
    expect(createToken?.security).toEqual([]);
    expect(createProgram?.security).toEqual([{ HTTPBearer: [] }]);
    expect(Object.keys(createProgram?.responses as object)).toEqual(
      expect.arrayContaining(["201", "401", "413", "422"]),
    );
  });
});

describe("the operations registry", () => {
  const OPENAPI_DIR = path.resolve(__dirname);
  const resourceFiles = readdirSync(OPENAPI_DIR).filter(
    (name) => name.endsWith("-operations.ts") && !name.endsWith(".test.ts"),
  );

  it("has per-resource files that import the Operation type, never the hub (no import circle)", () => {
    expect(resourceFiles.length).toBeGreaterThan(5);
    for (const name of resourceFiles) {
      const source = readFileSync(path.join(OPENAPI_DIR, name), "utf8");
      expect(source, name).not.toMatch(/from "@\/lib\/openapi\/operations"/);
      expect(source, name).not.toMatch(/from "@\/lib\/openapi\/(document|responses)"/);
    }
  });

  it("assembles every per-resource file in the hub", () => {
    const hub = readFileSync(path.join(OPENAPI_DIR, "operations.ts"), "utf8");
    for (const name of resourceFiles)
      expect(hub, name).toContain(`from "@/lib/openapi/${name.replace(/\.ts$/, "")}"`);
  });
});
