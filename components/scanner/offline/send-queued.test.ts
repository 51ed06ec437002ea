import { describe, expect, it } from "vitest";
import { parseApiError } from "@/components/api/parse-api-error";
import type { QueuedScan } from "./scan-queue";
import { retryDelaySeconds, type SendOutcome, sendQueued } from "./send-queued";

const scan = (key: string, takenAt: number): QueuedScan => ({
  key,
  programId: "p1",
  body: { memberNumber: `M-${key}` },
  takenAt,
  problem: null,
});

const problem = (status: number, detail: unknown = null) =>
  parseApiError({ status, body: detail === null ? null : { detail } });

/** The queue's round against scripted answers, recording what was sent, removed and refused. */
async function round(scans: QueuedScan[], answers: Record<string, SendOutcome>) {
  const sent: string[] = [];
  const removed: string[] = [];
  const refused: [string, string][] = [];
  const report = await sendQueued({
    scans,
    send: async (queued) => {
      sent.push(queued.key);
      return answers[queued.key] ?? { ok: true };
    },
    remove: async (key) => void removed.push(key),
    refuse: async (key, why) => void refused.push([key, why.code]),
  });
  return { report, sent, removed, refused };
}

describe("sending the queued scans", () => {
  it("sends every scan in the given order and removes each one the server answered", async () => {
    const { report, sent, removed } = await round([scan("a", 1), scan("b", 2), scan("c", 3)], {});
    expect(sent).toEqual(["a", "b", "c"]);
    expect(removed).toEqual(["a", "b", "c"]);
    expect(report).toEqual({ sent: 3, refused: 0, waitingFor: null });
  });

  it("keeps a refused scan with its reason and goes on with the next", async () => {
    const erased = problem(409, { code: "MEMBER_ERASED", message: "erased" });
    const { report, sent, removed, refused } = await round([scan("a", 1), scan("b", 2)], {
      a: { ok: false, problem: erased },
    });
    expect(sent).toEqual(["a", "b"]);
    expect(refused).toEqual([["a", "MEMBER_ERASED"]]);
    expect(removed).toEqual(["b"]);
    expect(report).toMatchObject({ sent: 1, refused: 1, waitingFor: null });
  });

  it("keeps a scan refused by the program's scan rules, by an unknown member or an archived program", async () => {
    const refusals = [
      problem(409, { code: "SCAN_TOO_SOON", message: "too soon", nextScanAt: "2026-11-27T15:00:00Z" }),
      problem(404, { code: "MEMBER_NOT_FOUND", message: "unknown" }),
      problem(409, { code: "PROGRAM_ARCHIVED", message: "archived" }),
    ];
    for (const refusal of refusals) {
      const { refused, removed } = await round([scan("a", 1)], { a: { ok: false, problem: refusal } });
      expect(refused).toEqual([["a", refusal.code]]);
      expect(removed).toEqual([]);
    }
  });

  it("stops at a lost answer, a busy server or an ended session, keeping that scan and the later ones queued", async () => {
    for (const lost of [
      problem(0),
      problem(503),
      problem(401),
      problem(429),
      problem(409, { code: "LEDGER_BUSY" }),
    ]) {
      const { report, sent, removed, refused } = await round([scan("a", 1), scan("b", 2), scan("c", 3)], {
        b: { ok: false, problem: lost },
      });
      expect(sent, lost.code).toEqual(["a", "b"]);
      expect(removed).toEqual(["a"]);
      expect(refused).toEqual([]);
      expect(report.waitingFor?.status).toBe(lost.status);
    }
  });

  it("skips scans already refused: they wait for the cashier, not for the server", async () => {
    const refusedBefore = { ...scan("a", 1), problem: problem(404, { code: "MEMBER_NOT_FOUND" }) };
    const { sent } = await round([refusedBefore, scan("b", 2)], {});
    expect(sent).toEqual(["b"]);
  });

  it("waits longer after each round that had to wait, up to a minute, and at least Retry-After", () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => retryDelaySeconds(problem(0), n))).toEqual([5, 10, 20, 40, 60, 60]);
    expect(retryDelaySeconds({ ...problem(429), retryAfterSeconds: 90 }, 0)).toBe(90);
  });
});
