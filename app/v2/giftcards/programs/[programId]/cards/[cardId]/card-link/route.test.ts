import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/v2/giftcards/gdpr/erasure/route";
import { POST as redeem } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/redeem/route";
import { DELETE as deleteCard } from "@/app/v2/giftcards/programs/[programId]/cards/[cardId]/route";
import { POST as issueCard } from "@/app/v2/giftcards/programs/[programId]/cards/route";
import { CardLink } from "@/lib/db/models/card-link";
import { GiftCard } from "@/lib/db/models/gift-card";
import { GIFT_CARD_LINK_SENT } from "@/lib/schemas/card-link";
import { issueCardLink, resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { getGiftCardView } from "@/lib/services/card-links/gift-card-view";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { securityCodeOf } from "@/lib/services/giftcards/card-secrets";
import { purgeExpired } from "@/lib/services/retention/purge-expired";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { cardLinkMails, deliverCardLinks, latestCardLinkToken } from "@/lib/testing/card-links";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { POST } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Card = { id: string; cardNumber: string };

let owner: Account;
let stranger: Account;
let programId: string;
let germanProgramId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Gift Café");
  stranger = await merchantWithToken("Other Café");
  programId = (await giftCardProgram(owner.merchantId, { name: "Gift Café Cards", retention_period_days: 0 }))
    .id;
  germanProgramId = (
    await giftCardProgram(owner.merchantId, { name: "Geschenkkarten Süd", language: "de-DE" })
  ).id;
});

const newEmail = () => `gift-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function issued(json: Record<string, unknown>, program = programId): Promise<Card> {
  const answer = await callRoute(issueCard, { params: { programId: program }, json, token: owner.token });
  expect(answer.status).toBe(201);
  return answer.data as Card;
}

/** A card issued to an address, and the token of the link its e-mail carried. */
async function issuedWithLink(program = programId, extra: Record<string, unknown> = {}) {
  const email = newEmail();
  const card = await issued({ initialValue: "25.00", customerEmail: email, ...extra }, program);
  await deliverCardLinks();
  const token = (await latestCardLinkToken(email, "giftcard")) ?? "";
  return { email, card, token };
}

const replace = (cardId: string, token = owner.token, program = programId) =>
  callRoute(POST, { method: "POST", params: { programId: program, cardId }, token });

describe("issuing a card with an e-mail address", () => {
  it("queues the card's link; the e-mail's link opens the card's page with its balance — and no personal data", async () => {
    const { email, card, token } = await issuedWithLink(programId, {
      customerName: "Ada",
      senderName: "Grace",
      customMessage: "Happy birthday!",
    });
    const [mail] = await cardLinkMails(email, "giftcard");
    expect(mail?.subject).toBe("Your Gift Café Cards gift card");
    expect(mail?.text).toContain("Grace sent you a gift card of Gift Café Cards.");
    expect(mail?.text).toContain("Happy birthday!");
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/g\/[A-Za-z0-9_-]{43}\b/);
    expect(mail?.text).not.toContain(card.cardNumber);

    expect((await resolveCardLink(token))?.subject).toEqual({ kind: "giftcard", id: card.id });
    const view = await getGiftCardView({ token });
    expect(view).toMatchObject({
      programName: "Gift Café Cards",
      cardNumber: card.cardNumber,
      balance: "25.00",
      currency: "EUR",
      status: "active",
      hasGoogleWallet: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/example\.com|Ada|Grace|Happy/);
    // The holder's page shows the card's security code (decision 046); the e-mail shows no card details.
    expect(view?.securityCode).toBe(
      securityCodeOf((await GiftCard.findById(card.id).lean()) ?? { _id: card.id }),
    );
    expect(view?.securityCode).toMatch(/^\d{6}$/);
    // A gift card's link opens only the gift card's page, never the member card's.
    expect(await getMemberCard({ token })).toBeNull();
  });

  it("writes the e-mail in the program's language (German for `de-DE`)", async () => {
    const { email } = await issuedWithLink(germanProgramId);
    const [mail] = await cardLinkMails(email, "giftcard");
    expect(mail?.subject).toBe("Ihre Geschenkkarte von Geschenkkarten Süd");
    expect(mail?.text).toContain("Sie haben eine Geschenkkarte von Geschenkkarten Süd erhalten.");
  });

  it("sends nothing for a card without an e-mail address", async () => {
    await issued({ initialValue: "10.00", customerName: "No Mail" });
    expect(await deliverCardLinks()).toBe(0);
  });

  it("shows the balance after a redemption, and 'used up' once nothing is left", async () => {
    const { card, token } = await issuedWithLink();
    const spend = (amount: string) =>
      callRoute(redeem, { params: { programId, cardId: card.id }, json: { amount }, token: owner.token });
    expect((await spend("10.50")).status).toBe(200);
    expect(await getGiftCardView({ token })).toMatchObject({ balance: "14.50", status: "active" });
    expect((await spend("14.50")).status).toBe(200);
    expect(await getGiftCardView({ token })).toMatchObject({ balance: "0.00", status: "depleted" });
  });
});

describe("POST …/cards/{cardId}/card-link", () => {
  it("kills the old link at once and e-mails a new one; the answer carries no link", async () => {
    const { email, card, token } = await issuedWithLink();
    const answer = await replace(card.id);
    expect(answer.status).toBe(202);
    expect(answer.data).toEqual({ message: GIFT_CARD_LINK_SENT });
    expect(answer.text).not.toMatch(/\/g\//);
    expect(await resolveCardLink(token)).toBeNull();
    expect(await getGiftCardView({ token })).toBeNull();

    await deliverCardLinks();
    const mails = await cardLinkMails(email, "giftcard");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("sent you a new link to your gift card");
    const newToken = (await latestCardLinkToken(email, "giftcard")) ?? "";
    expect(newToken).not.toBe(token);
    expect((await getGiftCardView({ token: newToken }))?.cardNumber).toBe(card.cardNumber);
  });

  it("keeps the language of the first e-mail when the link is replaced", async () => {
    const { email, card } = await issuedWithLink(germanProgramId);
    expect((await replace(card.id, owner.token, germanProgramId)).status).toBe(202);
    await deliverCardLinks();
    expect((await cardLinkMails(email, "giftcard")).at(-1)?.text).toContain(
      "hat Ihnen einen neuen Link zu Ihrer Geschenkkarte geschickt",
    );
  });

  it("refuses a card without an e-mail (409), another merchant's card and a loyalty program (404), changing nothing", async () => {
    const noEmail = await issued({ initialValue: "5.00" });
    const refused = await replace(noEmail.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ detail: { code: "CARD_HAS_NO_EMAIL", message: expect.any(String) } });

    const { card, token } = await issuedWithLink();
    expect((await replace(card.id, stranger.token)).status).toBe(404);
    expect((await replace(card.id, owner.token, germanProgramId)).status).toBe(404);
    expect(await resolveCardLink(token)).not.toBeNull();
    expect(await deliverCardLinks()).toBe(0);
  });
});

describe("erasure, deletion and purge kill the link", () => {
  it("an erasure of the card's customer revokes the link, and no new one can be sent", async () => {
    const { email, card, token } = await issuedWithLink();
    const erased = await callRoute(erase, {
      path: `/v2/giftcards/gdpr/erasure?programId=${programId}&cardId=${card.id}`,
      json: { customerEmail: email, reason: "Asked by the holder" },
      token: owner.token,
    });
    expect(erased.status).toBe(200);
    expect(await resolveCardLink(token)).toBeNull();
    expect(await getGiftCardView({ token })).toBeNull();
    expect((await replace(card.id)).status).toBe(409);
  });

  it("deleting the card revokes the link, and the purge leaves no link row behind", async () => {
    const keptProgramId = (
      await giftCardProgram(owner.merchantId, { name: "Kept Cards", retention_period_days: 30 })
    ).id;
    const { card, token } = await issuedWithLink(keptProgramId);
    const deleted = await callRoute(deleteCard, {
      method: "DELETE",
      params: { programId: keptProgramId, cardId: card.id },
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(await resolveCardLink(token)).toBeNull();

    // A link row that outlived the delete (say, a mail sent in between) opens nothing, and the purge removes it.
    const late = await issueCardLink({
      subject: { kind: "giftcard", id: card.id },
      merchantId: owner.merchantId,
      programId: keptProgramId,
      language: "en",
      linkId: "late",
      reason: "issued",
    });
    expect(await getGiftCardView({ token: late })).toBeNull();
    await purgeExpired({ now: () => new Date(Date.now() + 31 * 24 * 3600 * 1000) });
    expect(await CardLink.exists({ subjectId: card.id })).toBeNull();
  });
});
