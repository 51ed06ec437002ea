import { describe, expect, it } from "vitest";
import { createRepeatGuard } from "@/components/scanner/repeat-guard";

const readsOf = (frames: (string | null)[], framesUntilGone = 3) => {
  const guard = createRepeatGuard(framesUntilGone);
  return frames.map((frame) => guard.isNewRead(frame));
};

describe("createRepeatGuard", () => {
  it("reads a code once however long it stays in view", () => {
    expect(readsOf(["A", "A", "A", "A", "A", "A", "A", "A"])).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads the same code again only after it was gone for the given frames in a row", () => {
    expect(readsOf(["A", null, null, "A", null, null, null, "A"])).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it("reads a different code at once, and the first one again once the second has replaced it long enough", () => {
    expect(readsOf(["A", "B", "A", null, null, null, "A"])).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it("ignores frames without a code", () => {
    expect(readsOf([null, null, "A"])).toEqual([false, false, true]);
  });
});
