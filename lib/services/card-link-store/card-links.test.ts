import { Types } from "mongoose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardLink } from "@/lib/db/models/card-link";
import {
  issueCardLink,
  MAX_UNOPENED_REPEAT_LINKS,
  resolveCardLink,
} from "@/lib/services/card-link-store/card-links";

function newSubject() {
  const subject = { kind: "member" as const, id: new Types.ObjectId().toHexString() };
  const owner = {
    subject,
    merchantId: new Types.ObjectId().toHexString(),
    programId: new Types.ObjectId().toHexString(),
    language: "en" as const,
  };
  return { subject, owner };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("issueCardLink", () => {
  it("replaces one e-mail's link also when several sends of it run at once, leaving one working link", async () => {
    const { subject, owner } = newSubject();
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => issueCardLink({ ...owner, linkId: "one-mail", reason: "joined" })),
    );
    expect(new Set(tokens).size).toBe(8);
    expect(await CardLink.countDocuments({ subjectId: subject.id })).toBe(1);
    const working = await Promise.all(tokens.map((token) => resolveCardLink(token)));
    expect(working.filter((link) => link !== null)).toHaveLength(1);
    expect(working.find((link) => link !== null)?.subject).toEqual(subject);
  });

  it("never lets a repeated join kill a link that was opened, nor the member's first one (decision 033)", async () => {
    const { owner } = newSubject();
    const first = await issueCardLink({ ...owner, linkId: "welcome", reason: "joined" });
    const asked = await issueCardLink({ ...owner, linkId: "asked", reason: "repeat" });
    expect(await resolveCardLink(asked)).not.toBeNull(); // the owner opens it: it is theirs now
    const repeats: string[] = [];
    // A repeat's e-mail goes out at most a few times an hour: a second between them keeps their order certain.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    for (let i = 0; i < MAX_UNOPENED_REPEAT_LINKS + 4; i++) {
      vi.setSystemTime(Date.now() + 1_000);
      repeats.push(await issueCardLink({ ...owner, linkId: `repeat-${i}`, reason: "repeat" }));
    }
    expect(await resolveCardLink(first)).not.toBeNull();
    expect(await resolveCardLink(asked)).not.toBeNull();
    // Links nobody opened cannot pile up: the newest few stay, which the owner's mailbox holds too.
    const working = await Promise.all(repeats.map((token) => resolveCardLink(token)));
    expect(working.map((link) => link !== null)).toEqual([
      ...Array(repeats.length - MAX_UNOPENED_REPEAT_LINKS).fill(false),
      ...Array(MAX_UNOPENED_REPEAT_LINKS).fill(true),
    ]);
  });
});
