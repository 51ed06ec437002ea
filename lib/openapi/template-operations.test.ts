import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const document = buildOpenApiDocument();
type OperationObject = {
  parameters: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
  description?: string;
};
const operation = (path: string, method: string) =>
  (document.paths[path] as Record<string, OperationObject>)[method] as OperationObject;
const schemas = document.components.schemas as Record<
  string,
  { properties: Record<string, unknown>; required?: string[] }
>;

describe("OpenAPI: pass images and offers (CONTRACT.md 4.4, 4.5)", () => {
  it("declares the template image upload: object id, both enums, multipart with required binary image", () => {
    const upload = operation("/v2/templates/{templateId}/images/{type}/{resolution}", "post");
    const byName = Object.fromEntries(
      upload.parameters.map((parameter) => [parameter.name, parameter.schema]),
    );
    expect(byName.templateId).toMatchObject({ pattern: "^[0-9a-f]{24}$" });
    expect(byName.type).toMatchObject({
      enum: ["logo", "icon", "strip", "footer", "background", "thumbnail"],
    });
    expect(byName.resolution).toMatchObject({ enum: ["normal", "high", "ultra"] });
    const body = upload.requestBody?.content["multipart/form-data"];
    expect(body?.schema.$ref).toBe("#/components/schemas/ImageUpload");
    expect(schemas.ImageUpload).toMatchObject({
      properties: { image: { type: "string", format: "binary" } },
      required: ["image"],
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["200", "404", "413", "422"]));
    expect(upload.description).toContain(
      "| storeCard | strip | at most 375×144 | at most 750×288 | at most 1125×432 |",
    );
  });

  it("declares the offer card image upload with the type enum and both object ids", () => {
    const upload = operation("/v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type}", "post");
    const names = upload.parameters
      .filter((parameter) => parameter.in === "path")
      .map((parameter) => parameter.name);
    expect(names).toEqual(["programId", "offerId", "type"]);
    expect(upload.requestBody?.content["multipart/form-data"]).toBeDefined();
  });

  it("documents the 409 codes of offer transitions", () => {
    const publish = operation("/v2/loyalty/programs/{programId}/offers/{offerId}/publish", "post");
    expect(JSON.stringify(publish.responses["409"])).toContain("OFFER_NOT_DRAFT");
  });
});
