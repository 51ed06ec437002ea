import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { CardLink } from "@/lib/db/models/card-link";
import { cardLinkIdOf } from "@/lib/services/card-link-store/card-link-token";
import { issueCardLink, resolveCardLink } from "@/lib/services/card-link-store/card-links";

describe("issueCardLink", () => {
  it("replaces a subject's link also when several sends for it run at once, leaving one working link", async () => {
    const subject = { kind: "member" as const, id: new Types.ObjectId().toHexString() };
    const owner = {
      subject,
      merchantId: new Types.ObjectId().toHexString(),
      programId: new Types.ObjectId().toHexString(),
    };
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => issueCardLink({ ...owner, language: "en" })),
    );
    expect(new Set(tokens).size).toBe(8);
    expect(await CardLink.countDocuments({ _id: cardLinkIdOf(subject) })).toBe(1);
    const working = await Promise.all(tokens.map((token) => resolveCardLink(token)));
    expect(working.filter((link) => link !== null)).toHaveLength(1);
    expect(working.find((link) => link !== null)?.subject).toEqual(subject);
  });
});
