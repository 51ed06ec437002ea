import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { de } from "@/components/members/i18n/de";
import { en } from "@/components/members/i18n/en";
import { MemberLedger } from "@/components/members/member-ledger";
import type { Language } from "@/lib/i18n/language";
import type { PointsEntryDto } from "@/lib/schemas/member";

// Issue 28: the history names what happened and shows times in the program's zone, not UTC.
const entry = (
  sequence: number,
  source: PointsEntryDto["source"],
  reason: string | null,
  points: number,
): PointsEntryDto => ({
  id: `e${sequence}`,
  memberId: "m1",
  sequence,
  points,
  balanceAfter: 100,
  lifetimeAfter: 100,
  source,
  promotion: null,
  reason,
  actorUserId: null,
  locationId: null,
  actorAppKeyId: null,
  createdAt: "2026-11-25T04:42:00.000Z",
});

const items = [
  entry(6, "referral", "referral:abc", 5),
  entry(5, "rule", "email", 5),
  entry(4, "import", null, 40),
  { ...entry(3, "scan", null, 10), actorUserId: "u-owner", actorAppKeyId: "k-till" },
  { ...entry(2, "redemption", "offer:o1", -8), actorUserId: "u-cashier" },
  { ...entry(1, "manual", "Welcome gift", 12), actorUserId: "u-owner", actorAppKeyId: "k-gone" },
];
const actorNames = {
  people: new Map([
    ["u-owner", "Olga Owner"],
    ["u-cashier", "Carl Cashier"],
  ]),
  appKeys: new Map([["k-till", "Till app"]]),
};

const render = (language: Language, timeZone: string) =>
  renderToStaticMarkup(
    createElement(MemberLedger, {
      programId: "p1",
      memberId: "m1",
      page: { items, page: 1, limit: 20, offset: 0, hasMore: false, nextOffset: null },
      messages: language === "de" ? de : en,
      language,
      timeZone,
      offerNames: new Map([["o1", "Free coffee"]]),
      actorNames,
    }),
  );
const rows = (html: string) =>
  [...html.matchAll(/<tr data-entry="\d+">([\s\S]*?)<\/tr>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the member's points history", () => {
  it("names what happened, never an offer id or a rule key", () => {
    const html = render("en", "UTC");
    const [referral, rule, imported, scan, redeemed, adjusted] = rows(html);
    expect(redeemed).toContain("Redeemed: Free coffee");
    expect(adjusted).toContain("Adjustment: Welcome gift");
    expect(scan).toContain("Scan");
    expect(imported).toContain("Import");
    expect(rule).toContain("Bonus for profile data");
    expect(referral).toContain("Referral bonus");
    expect(html).not.toContain("offer:o1");
    expect(html).not.toContain("referral:abc");
    expect(rows(render("de", "UTC"))[4]).toContain("Eingelöst: Free coffee");
  });

  it("names who did it: the person, the app key (revoked: unnamed), or — when no one acted", () => {
    const actors = (html: string) =>
      [...html.matchAll(/<td data-actor="[^"]*">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(actors(render("en", "UTC"))).toEqual([
      "—",
      "—",
      "—",
      "API key Till app",
      "Carl Cashier",
      "API key (revoked)",
    ]);
    expect(actors(render("de", "UTC"))).toContain("API-Schlüssel Till app");
    expect(render("de", "UTC")).toContain(">Von</th>");
  });

  it("shows times in the program's zone, named, and in UTC for a program without one", () => {
    expect(rows(render("en", "Europe/Berlin"))[0]).toContain("25 Nov 2026, 05:42 CET");
    expect(rows(render("de", "Europe/Berlin"))[0]).toContain("25.11.2026, 05:42 MEZ");
    expect(rows(render("en", "UTC"))[0]).toContain("25 Nov 2026, 04:42 UTC");
  });
});
