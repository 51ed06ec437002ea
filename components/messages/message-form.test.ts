import { describe, expect, it } from "vitest";
import { audienceBody, audienceFormSchema, audienceOf, messageFormSchema } from "./message-form";

const picker = (values: Record<string, unknown>) =>
  audienceFormSchema.parse({
    audienceMode: "segment",
    tiers: [],
    minPoints: null,
    maxPoints: null,
    joinedAfter: null,
    joinedBefore: null,
    lastScanAfter: null,
    lastScanBefore: null,
    ...values,
  });

describe("the compose form's audience", () => {
  it("is {all: true} for all members, whatever filters were typed before", () => {
    expect(audienceOf(picker({ audienceMode: "all", minPoints: "5" }))).toEqual({ all: true });
  });

  it("is the filters given, read as the API reads them, and null for a segment without any", () => {
    const audience = audienceOf(picker({ tiers: "Gold", minPoints: "120", joinedAfter: "2026-01-05" }));
    expect(audienceBody(audience ?? {})).toEqual({
      tiers: ["Gold"],
      minPoints: 120,
      maxPoints: null,
      joinedAfter: "2026-01-05T00:00:00.000Z",
      joinedBefore: null,
      lastScanAfter: null,
      lastScanBefore: null,
    });
    expect(audienceOf(picker({}))).toBeNull();
  });

  it("refuses what the API refuses: a text over 250 characters, points that are not a whole number", () => {
    const result = messageFormSchema.safeParse({
      text: "x".repeat(251),
      kind: "service",
      sendAt: null,
      audienceMode: "segment",
      tiers: [],
      minPoints: "ten",
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["text", "minPoints"]);
  });
});
