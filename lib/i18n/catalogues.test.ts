import { describe, expect, it } from "vitest";
import { de as accountDe } from "@/components/account/i18n/de";
import { en as accountEn } from "@/components/account/i18n/en";
import { de as apiDe } from "@/components/api/i18n/de";
import { en as apiEn } from "@/components/api/i18n/en";
import { de as apiKeyDe } from "@/components/api-keys/i18n/de";
import { en as apiKeyEn } from "@/components/api-keys/i18n/en";
import { de as authDe } from "@/components/auth/i18n/de";
import { en as authEn } from "@/components/auth/i18n/en";
import { de as automationDe } from "@/components/automations/i18n/de";
import { en as automationEn } from "@/components/automations/i18n/en";
import { de as dashboardDe } from "@/components/dashboard/i18n/de";
import { en as dashboardEn } from "@/components/dashboard/i18n/en";
import { de as staffDe } from "@/components/dashboard/staff-i18n/de";
import { en as staffEn } from "@/components/dashboard/staff-i18n/en";
import { de as giftCardDe } from "@/components/giftcards/i18n/de";
import { en as giftCardEn } from "@/components/giftcards/i18n/en";
import { de as formatDe } from "@/components/i18n/format-i18n/de";
import { en as formatEn } from "@/components/i18n/format-i18n/en";
import { de as locationDe } from "@/components/locations/i18n/de";
import { en as locationEn } from "@/components/locations/i18n/en";
import { de as memberImportDe } from "@/components/member-import/i18n/de";
import { en as memberImportEn } from "@/components/member-import/i18n/en";
import { de as memberDe } from "@/components/members/i18n/de";
import { en as memberEn } from "@/components/members/i18n/en";
import { de as messagesPageDe } from "@/components/messages/i18n/de";
import { en as messagesPageEn } from "@/components/messages/i18n/en";
import { de as overviewDe } from "@/components/overview/i18n/de";
import { en as overviewEn } from "@/components/overview/i18n/en";
import { de as passDe } from "@/components/passes/i18n/de";
import { en as passEn } from "@/components/passes/i18n/en";
import { de as programDe } from "@/components/programs/i18n/de";
import { en as programEn } from "@/components/programs/i18n/en";
import { de as promotionDe } from "@/components/promotions/i18n/de";
import { en as promotionEn } from "@/components/promotions/i18n/en";
import { de as publicDe } from "@/components/public/i18n/de";
import { en as publicEn } from "@/components/public/i18n/en";
import { de as scannerDe } from "@/components/scanner/i18n/de";
import { en as scannerEn } from "@/components/scanner/i18n/en";
import { de as offlineScannerDe } from "@/components/scanner/offline/i18n/de";
import { en as offlineScannerEn } from "@/components/scanner/offline/i18n/en";
import { de as signupDe } from "@/components/signup/i18n/de";
import { en as signupEn } from "@/components/signup/i18n/en";
import { de as teamDe } from "@/components/team/i18n/de";
import { en as teamEn } from "@/components/team/i18n/en";
import { de as templateDe } from "@/components/templates/i18n/de";
import { en as templateEn } from "@/components/templates/i18n/en";
import { de as uiDe } from "@/components/ui/i18n/de";
import { en as uiEn } from "@/components/ui/i18n/en";
import { de as walletDe } from "@/components/wallet/i18n/de";
import { en as walletEn } from "@/components/wallet/i18n/en";
import { de as webhookDe } from "@/components/webhooks/i18n/de";
import { en as webhookEn } from "@/components/webhooks/i18n/en";

/**
 * Every catalogue: the same keys in English and German, and no German text left equal to the English one, except
 * where both languages write the same word (names, codes, loanwords). Listed per catalogue by path.
 */
const CATALOGUES: { name: string; en: unknown; de: unknown; sameInBoth: string[] }[] = [
  { name: "account", en: accountEn, de: accountDe, sameInBoth: [] },
  { name: "passes", en: passEn, de: passDe, sameInBoth: ["title", "template.option"] },
  { name: "api problems", en: apiEn, de: apiDe, sameInBoth: [] },
  { name: "formatted values", en: formatEn, de: formatDe, sameInBoth: [] },
  { name: "api-keys", en: apiKeyEn, de: apiKeyDe, sameInBoth: [] },
  { name: "team", en: teamEn, de: teamDe, sameInBoth: ["meta.title", "page.title", "members.name"] },
  { name: "auth", en: authEn, de: authDe, sameInBoth: [] },
  { name: "overview", en: overviewEn, de: overviewDe, sameInBoth: ["metrics.scans"] },
  { name: "public (join and card pages)", en: publicEn, de: publicDe, sameInBoth: [] },
  { name: "promotions", en: promotionEn, de: promotionDe, sameInBoth: [] },
  { name: "scanner", en: scannerEn, de: scannerDe, sameInBoth: ["title", "giftCards.result.status"] },
  { name: "offline scanner", en: offlineScannerEn, de: offlineScannerDe, sameInBoth: [] },
  { name: "member-import", en: memberImportEn, de: memberImportDe, sameInBoth: [] },
  { name: "automations", en: automationEn, de: automationDe, sameInBoth: [] },
  {
    name: "dashboard",
    en: dashboardEn,
    de: dashboardDe,
    sameInBoth: ["nav.label", "nav.items.scan", "nav.items.team", "docs.version", "docs.optional"],
  },
  {
    name: "giftcards",
    en: giftCardEn,
    de: giftCardDe,
    sameInBoth: [
      "giftcards.columns.status",
      "giftcards.card.status",
      "gdpr.historyColumns.status",
      "gdpr.kinds.export",
    ],
  },
  {
    name: "programs",
    en: programEn,
    de: programDe,
    sameInBoth: [
      "fields.website",
      "fields.scannerType",
      "sections.scanner.title",
      "options.customFieldTypes.text",
      "sections.tiers.namePlaceholder",
      "fields.barcodeFormat",
      "options.barcodeFormats.PDF417",
      "options.barcodeFormats.Aztec",
      "options.barcodeFormats.Code128",
    ],
  },
  {
    name: "members",
    en: memberEn,
    de: memberDe,
    sameInBoth: [
      "list.status",
      "list.columns.status",
      "member.fields.status",
      "status.title",
      "ledger.what.scan",
      "ledger.what.imported",
    ],
  },
  {
    name: "messages page",
    en: messagesPageEn,
    de: messagesPageDe,
    sameInBoth: ["compose.text", "history.kinds.service"],
  },
  { name: "signup", en: signupEn, de: signupDe, sameInBoth: [] },
  { name: "staff", en: staffEn, de: staffDe, sameInBoth: [] },
  {
    name: "templates",
    en: templateEn,
    de: templateDe,
    sameInBoth: ["list.columns.name", "fields.name", "offers.name", "offers.status", "imageTypes.logo"],
  },
  { name: "ui", en: uiEn, de: uiDe, sameInBoth: [] },
  {
    name: "locations",
    en: locationEn,
    de: locationDe,
    sameInBoth: ["add.name", "list.coordinates"],
  },
  { name: "webhooks", en: webhookEn, de: webhookDe, sameInBoth: ["title", "settingsLink", "deliveries.ms"] },
  {
    name: "wallet",
    en: walletEn,
    de: walletDe,
    sameInBoth: ["meta.title", "page.title", "apple.title", "google.title"],
  },
];

/** Arguments that serve as counts and as names alike (functions take either). */
const SAMPLE_ARGS = [3, 7, 11];
const SAMPLE_TEXTS = ["3", "7", "11"];

/** An options object whose every field reads "7", for functions that take one (`wrongSize({ type, … })`). */
const SAMPLE_OPTIONS = new Proxy({}, { get: (_, key) => (key === Symbol.toPrimitive ? undefined : "7") });

function callWithSamples(fn: (...args: unknown[]) => unknown): unknown {
  for (const args of [SAMPLE_ARGS, SAMPLE_TEXTS]) {
    try {
      return fn(...args);
    } catch {
      // the next kind of sample
    }
  }
  return fn(SAMPLE_OPTIONS);
}

/** The catalogue's leaves by dotted path; a function is called with sample arguments to compare its text. */
function leaves(node: unknown, path = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node === "function") {
    found.set(path, callWithSamples(node as (...args: unknown[]) => unknown));
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      for (const [child, leaf] of leaves(value, path ? `${path}.${key}` : key)) found.set(child, leaf);
    }
  } else {
    found.set(path, node);
  }
  return found;
}

/** Punctuation, units and marks such as "." or "@2x" read the same in every language. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/@\dx|\bpx\b/g, ""));

describe.each(CATALOGUES)("the $name catalogue", ({ en, de, sameInBoth }) => {
  const english = leaves(en);
  const german = leaves(de);

  it("has the same keys in English and German", () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has German for every English text, except words both languages share", () => {
    const untranslated = [...english]
      .filter(([path, value]) => typeof value === "string" && hasWords(value) && german.get(path) === value)
      .map(([path]) => path)
      .filter((path) => !sameInBoth.some((allowed) => path === allowed || path.startsWith(`${allowed}.`)));
    expect(untranslated).toEqual([]);
  });

  it("lists only shared words that really are the same, so the exceptions stay honest", () => {
    for (const path of sameInBoth) {
      const matching = [...english.keys()].filter((key) => key === path || key.startsWith(`${path}.`));
      expect(matching.length, path).toBeGreaterThan(0);
      for (const key of matching) expect(german.get(key), key).toBe(english.get(key));
    }
  });
});
