import { describe, expect, it } from "vitest";
import {
  newProgramFormValues,
  toProgramFormValues,
  toProgramPayload,
} from "@/components/programs/form-values";
import { createProgramSchema } from "@/lib/schemas/program";

describe("newProgramFormValues", () => {
  it("starts from the schema defaults with optional fields empty", () => {
    const values = newProgramFormValues();
    expect(values).toMatchObject({
      name: "",
      passTypeIdentifier: "",
      schema: "tieredMembership",
      programType: "loyalty",
      retention_period_days: 30,
      website: null,
      customFields: [],
      requiredFields: [],
    });
  });

  it("is accepted by the create schema once the required fields are filled", () => {
    const values = {
      ...newProgramFormValues(),
      name: "Coffee club",
      passTypeIdentifier: "pass.com.example.coffee",
    };
    expect(createProgramSchema.safeParse(values).success).toBe(true);
  });
});

describe("the scanner of a new program", () => {
  it("is the browser scanner for a new loyalty program, while a stored program's unset scanner stays unset", () => {
    expect(newProgramFormValues("loyalty").scannerType).toBe("Browser");
    expect(newProgramFormValues("giftcard").scannerType).toBeNull();
    const stored = { name: "Stored", passTypeIdentifier: "pass.com.example.x", programType: "loyalty" };
    expect(toProgramFormValues({ ...stored, scannerType: null }).scannerType).toBeNull();
    expect(toProgramFormValues(stored).scannerType).toBeNull();
    expect(toProgramFormValues({ ...stored, scannerType: "CodeReadr" }).scannerType).toBe("CodeReadr");
  });
});

describe("toProgramFormValues", () => {
  it("keeps only editable fields and fills gaps", () => {
    const values = toProgramFormValues({
      id: "6740a1b2c3d4e5f60718293a",
      merchantId: "6740a1b2c3d4e5f60718293b",
      createdAt: "2025-01-01T00:00:00.000Z",
      name: "Coffee club",
      passTypeIdentifier: "pass.com.example.coffee",
      website: null,
      customFields: [{ name: "birthday", type: "date" }],
      requiredFields: ["birthday"],
    });
    expect(values).not.toHaveProperty("id");
    expect(values).not.toHaveProperty("merchantId");
    expect(values.website).toBeNull();
    expect(values.customFields).toEqual([
      {
        name: "birthday",
        type: "date",
        displayName: null,
        defaultValue: null,
        options: null,
        points: null,
        required: false,
      },
    ]);
    expect(values.requiredFields).toEqual(["birthday"]);
  });
});

describe("toProgramPayload", () => {
  it("drops options from fields that are not selections", () => {
    const parsed = createProgramSchema.parse({
      name: "Coffee club",
      passTypeIdentifier: "pass.com.example.coffee",
      customFields: [
        { name: "size", type: "selection", options: ["S", "M"] },
        { name: "note", type: "text", options: ["left over"] },
      ],
    });
    const payload = toProgramPayload(parsed);
    expect(payload.customFields?.[0]?.options).toEqual(["S", "M"]);
    expect(payload.customFields?.[1]?.options).toBeNull();
  });

  it("sends only the fields a gift-card program uses", () => {
    const parsed = createProgramSchema.parse({
      name: "Gift card",
      passTypeIdentifier: "pass.com.example.gift",
      programType: "giftcard",
      pointsScanPass: 10,
      scannerType: "Browser",
      customFields: [{ name: "size" }],
      tiers: [{ name: "Gold", minLifetimePoints: 100 }],
      website: "https://example.com",
    });
    const payload = toProgramPayload(parsed);
    expect(payload).toMatchObject({
      name: "Gift card",
      programType: "giftcard",
      website: "https://example.com/",
    });
    for (const field of [
      "schema",
      "pointsScanPass",
      "scannerType",
      "customFields",
      "requiredFields",
      "tiers",
    ]) {
      expect(payload).not.toHaveProperty(field);
    }
    expect(payload.retention_period_days).toBe(30);
  });

  it("never sends the template, which the Pass section chooses", () => {
    const parsed = createProgramSchema.parse({
      name: "Coffee club",
      passTypeIdentifier: "pass.com.example.coffee",
      templateId: "0123456789abcdef01234567",
    });
    expect(parsed.templateId).toBe("0123456789abcdef01234567");
    expect(toProgramPayload(parsed)).not.toHaveProperty("templateId");
  });

  it("sends the program's locations, which the builder's Contact tab chooses", () => {
    const parsed = createProgramSchema.parse({
      name: "Coffee club",
      passTypeIdentifier: "pass.com.example.coffee",
      locationIds: ["0123456789abcdef01234567"],
    });
    expect(toProgramPayload(parsed).locationIds).toEqual(["0123456789abcdef01234567"]);
  });

  it("starts a new program on QR and sends the chosen barcode format for either type", () => {
    expect(newProgramFormValues().barcodeFormat).toBe("QR");
    expect(toProgramFormValues({ name: "Old", passTypeIdentifier: "pass.x" }).barcodeFormat).toBe("QR");
    expect(
      toProgramFormValues({ name: "Set", passTypeIdentifier: "pass.x", barcodeFormat: "Aztec" })
        .barcodeFormat,
    ).toBe("Aztec");
    for (const programType of ["loyalty", "giftcard"]) {
      const parsed = createProgramSchema.parse({
        name: "Club",
        passTypeIdentifier: "pass.com.example.club",
        programType,
        barcodeFormat: "Code128",
      });
      expect(toProgramPayload(parsed).barcodeFormat).toBe("Code128");
    }
  });

  it("sends tiers only with the tieredMembership schema", () => {
    const tiers = [{ name: "Gold", minLifetimePoints: 100 }];
    const base = { name: "Club", passTypeIdentifier: "pass.com.example.club", tiers };
    const tiered = toProgramPayload(createProgramSchema.parse({ ...base, schema: "tieredMembership" }));
    const stamps = toProgramPayload(createProgramSchema.parse({ ...base, schema: "stampCard" }));
    expect(tiered.tiers).toEqual(tiers);
    expect(stamps).not.toHaveProperty("tiers");
    expect(stamps.schema).toBe("stampCard");
  });
});
