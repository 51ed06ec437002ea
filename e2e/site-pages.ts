import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { cardLinkPathFor } from "./support/card-link-mail";

// Every page of the product, as the person who sees it: walked by site-walk.spec.ts (hydration and axe).
export type Fixtures = {
  programId: string;
  giftCardProgramId: string;
  giftCardId: string;
  templateId: string;
  offerId: string;
  memberId: string;
  /** A member's card page (`/m/<token>`), joined through the public join page. */
  cardPath: string;
  /** The gift card's own page (`/g/<token>`), from the e-mail its issue sent. */
  giftCardPath: string;
};

async function created(request: APIRequestContext, origin: string, path: string, data: unknown) {
  const response = await request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** One of everything the dashboard lists, so pages are checked with content, not only their empty states. */
export async function createFixtures(context: BrowserContext, origin: string): Promise<Fixtures> {
  const request = context.request;
  const stamp = Date.now();
  const programId = await created(request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.axe",
    name: `Axe loyalty ${stamp}`,
  });
  const giftCardProgramId = await created(request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.axe.gift",
    name: `Axe gift ${stamp}`,
    programType: "giftcard",
  });
  const holderEmail = `axe-holder-${stamp}@example.com`;
  const giftCardId = await created(request, origin, `/v2/giftcards/programs/${giftCardProgramId}/cards`, {
    initialValue: "25.00",
    customerEmail: holderEmail,
  });
  const templateId = await created(request, origin, "/v2/templates", {
    name: `Axe ${stamp}`,
    passType: "storeCard",
  });
  const offerId = await created(request, origin, `/v2/loyalty/programs/${programId}/offers`, {
    name: "Axe offer",
  });
  const memberId = await created(request, origin, `/v2/loyalty/programs/${programId}/members`, {
    email: `axe-member-${stamp}@example.com`,
    firstName: "Ada",
    lastName: "Axe",
  });
  const joinerEmail = `axe-joiner-${stamp}@example.com`;
  const joined = await request.post(`/v2/public/programs/${programId}/members`, {
    headers: { Origin: origin },
    data: { email: joinerEmail, firstName: "Jo", consent: { privacyAt: new Date().toISOString() } },
  });
  expect(joined.status(), await joined.text()).toBe(202);
  const cardPath = await cardLinkPathFor(joinerEmail);
  const giftCardPath = await cardLinkPathFor(holderEmail, { page: "g" });
  return { programId, giftCardProgramId, giftCardId, templateId, offerId, memberId, cardPath, giftCardPath };
}

/** What one page may take in the whole-site checks on a busy machine (they visit the pages one after another). */
export const PAGE_BUDGET_MS = 15_000;

export const PUBLIC_PAGES = [
  "/",
  "/signin",
  "/signup",
  "/signup/verify?pendingId=0123456789abcdef01234567",
  "/forgot-password",
  "/reset-password?token=unknown-token-for-the-accessibility-check",
  "/accept-invitation?token=unknown-token-for-the-accessibility-check",
  "/legal/terms",
  // The customer's pages (issue 17): a join link that takes nobody, a card link that opens nothing.
  "/join/000000000000000000000000",
  "/m/not-a-card-link",
  "/g/not-a-card-link",
  "/docs",
  "/no-such-page",
];

export const ownerPages = (ids: Fixtures) => [
  "/overview",
  "/programs",
  "/programs?q=nothing-matches-this",
  "/programs/new",
  `/programs/${ids.programId}`,
  `/programs/${ids.programId}?section=points`,
  `/programs/${ids.giftCardProgramId}`,
  `/programs/${ids.programId}/offers`,
  `/programs/${ids.programId}/promotions`,
  `/programs/${ids.programId}/offers/${ids.offerId}`,
  `/programs/${ids.programId}/members`,
  `/programs/${ids.programId}/members?q=nobody@example.com`,
  `/programs/${ids.programId}/members/${ids.memberId}`,
  `/programs/${ids.programId}/members/import`,
  `/programs/${ids.programId}/messages`,
  `/programs/${ids.programId}/automations`,
  `/gdpr?programId=${ids.programId}&memberId=${ids.memberId}`,
  "/templates",
  "/templates/new",
  `/templates/${ids.templateId}`,
  "/scan",
  "/giftcards",
  `/giftcards?program=${ids.giftCardProgramId}`,
  `/giftcards?program=${ids.giftCardProgramId}&q=0000`,
  `/giftcards/${ids.giftCardProgramId}/cards/${ids.giftCardId}`,
  "/programs/new?type=giftcard",
  "/settings",
  "/settings/webhooks",
  "/settings/locations",
  "/settings/api-keys",
  "/settings/wallet",
  "/settings/team",
  "/docs",
  "/programs/000000000000000000000000",
  // The customer's pages with content (they look the same signed in or not).
  `/join/${ids.programId}`,
  ids.cardPath,
  ids.giftCardPath,
];

/**
 * The API reference's operations: axe takes a minute on their 20,000 elements, so the walk checks them once, on
 * the public page at 1280 px. At 375 px and inside the dashboard it checks the page around them (docs.spec.ts
 * checks the reference's phone layout, and runs axe on an operation with its fields opened).
 */
export const CHECKED_ONCE = { path: "/docs", part: "section.docs-tag" };

export const STAFF_PAGES = ["/overview", "/programs", "/giftcards", "/gdpr", "/settings"];
