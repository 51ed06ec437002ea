import { readFileSync } from "node:fs";
import path from "node:path";
import { Types } from "mongoose";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { createTemplateSchema } from "@/lib/schemas/template";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { CARD_NOT_FOUND, getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { deleteMember } from "@/lib/services/members/delete-member";
import { getMemberOrThrow, MEMBER_NOT_FOUND } from "@/lib/services/members/get-member";
import { getOfferOrThrow, OFFER_NOT_FOUND } from "@/lib/services/offers/get-offer";
import { getProgramOrThrow, PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { createTemplate } from "@/lib/services/templates/create-template";
import { getTemplateOrThrow, TEMPLATE_NOT_FOUND } from "@/lib/services/templates/get-template";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { getWebhookOrThrow, WEBHOOK_NOT_FOUND } from "@/lib/services/webhooks/get-webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { nodesOf, parse, sourceFiles, whereOf } from "@/lib/testing/source-walk";

// One lookup per resource (issue 26, STYLE "Services and data"): `get<Resource>OrThrow({ merchantId, …ids })`
// answers the stored row, found by `_id` alone with the owner checked in code; the API's shape is made at the
// edge (`toProgramDto`, `memberDtoOf`, `giftCardDtoOf`, `toOfferDto`, `toTemplateDto`, `toWebhookDto`).

const ROOT = path.resolve(__dirname, "../..");

const LOOKUPS: Record<string, { file: string; returns: string }> = {
  getProgramOrThrow: { file: "lib/services/programs/get-program.ts", returns: "Promise<StoredProgram>" },
  getMemberOrThrow: { file: "lib/services/members/get-member.ts", returns: "Promise<StoredMember>" },
  getGiftCardOrThrow: { file: "lib/services/giftcards/get-gift-card.ts", returns: "Promise<StoredCard>" },
  getOfferOrThrow: { file: "lib/services/offers/get-offer.ts", returns: "Promise<StoredOffer>" },
  getTemplateOrThrow: { file: "lib/services/templates/get-template.ts", returns: "Promise<StoredTemplate>" },
  getWebhookOrThrow: { file: "lib/services/webhooks/get-webhook.ts", returns: "Promise<StoredWebhook>" },
};

/** A lookup of one of these resources, by its name or by what it answers. */
const RESOURCE = /Program|Member|Card|Offer|Template|Webhook|Referrer/;

/**
 * Where a program, member, gift card or offer may be read by `findById`/`findOne` without its lookup: where
 * there is no merchant's request to check it against, or the read is not of one row by a caller's id.
 */
const RAW_READS: Record<string, string> = {
  "lib/services/programs/get-program.ts": "the program's lookup",
  "lib/services/members/get-member.ts": "the member's lookup",
  "lib/services/giftcards/get-gift-card.ts": "the gift card's lookup",
  "lib/services/offers/get-offer.ts": "the offer's lookup",
  "lib/services/public-join/joinable-program.ts":
    "the public join page: a stranger, by the program's public id",
  "lib/services/wallet/pass-source.ts":
    "what a pass shows, for the outbox's pushes and the card pages (by token)",
  "lib/services/wallet/apple/web-service/authorize-pass.ts":
    "Apple's web service: a device, by the pass's token",
  "lib/services/members/record-pass-installed.ts": "a device installed a pass: no merchant, the member's own",
  "lib/services/card-links/card-link-mail.ts": "the outbox's card-link e-mail, composed when sent",
  "lib/services/card-links/card-link-recipients.ts": "the outbox's card-link e-mail, composed when sent",
  "lib/services/retention/purge-target.ts": "the purge, a background job",
  "lib/services/gdpr/advance-erasure.ts": "a GDPR erasure's resumable steps: ids from the stored request",
  "lib/services/gdpr/erase-member.ts": "a GDPR erasure's resumable steps: ids from the stored request",
  "lib/services/gdpr/erase-card.ts": "a GDPR erasure's resumable steps: ids from the stored request",
  "lib/services/gdpr/find-subject-members.ts":
    "a GDPR subject's rows: none found is an empty list, deleted count",
  "lib/services/gdpr/find-subject-cards.ts":
    "a GDPR subject's rows: none found is an empty list, deleted count",
  "lib/services/members/points-rules.ts": "the referrer, by the id the member row stores",
  "lib/services/members/import-keys.ts": "the holder of a member key, by the id the key row stores",
  "lib/services/members/create-member.ts": "the referrer, by a referral code (422, not 404, when unknown)",
  "lib/services/members/scan-member.ts":
    "the scanned member, by `{programId, memberNumber}` (404 with a code)",
  "lib/services/giftcards/look-up-gift-card.ts":
    "the counter's gift-card scan, by `{cardNumber, merchantId}` (a number, not an id; 404 when unknown)",
  "lib/services/card-self-service/card-member.ts":
    "the member's own card page, by its link's token (no merchant; 404 when the link opens nothing)",
  "lib/services/card-self-service/erasure-code-mail.ts":
    "the outbox's erasure-code e-mail, composed when sent",
  "lib/services/marketing-consent/confirm-marketing.ts":
    "the e-mailed opt-in link: a stranger, by the id inside the link (404 when its secret does not match)",
  "lib/services/marketing-consent/confirmation-mail.ts": "the outbox's opt-in e-mail, composed when sent",
  "lib/services/messages/fan-out-message.ts":
    "the outbox's fan-out of a message to pass holders, by the program id the stored message names",
  "lib/services/templates/template-rules.ts":
    "a template naming a program (422, not 404): templates sit below programs, so no getProgramOrThrow",
};

/** `Program.findById(`, `Member.findOne(`, …, and the same read without a mongoose Query (`findOnePlain(Program, `). */
const RAW_READ =
  /\b(?:(Program|Member|GiftCard|Offer)\s*\.\s*(?:findById|findOne)\s*\(|findOnePlain(?:<[^(]*?>)?\s*\(\s*(Program|Member|GiftCard|Offer)\b)/g;

type Declared = { name: string; file: string; where: string; returns: string | null };

/** Every function (declaration or `const` arrow) whose name ends in `OrThrow`. */
function orThrowFunctions(file: string): Declared[] {
  return nodesOf(parse(file)).flatMap((node) => {
    const isDeclaration = ts.isFunctionDeclaration(node) && node.name;
    const isArrow =
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer));
    if (!isDeclaration && !isArrow) return [];
    const name = (node as ts.FunctionDeclaration | ts.VariableDeclaration).name?.getText() ?? "";
    if (!name.endsWith("OrThrow")) return [];
    const fn = ts.isFunctionDeclaration(node)
      ? node
      : ((node as ts.VariableDeclaration).initializer as ts.ArrowFunction);
    return [{ name, file, where: whereOf(node), returns: fn.type?.getText() ?? null }];
  });
}

describe("the lookups of programs, members, gift cards, offers, templates and webhooks", () => {
  const files = sourceFiles("app", "components", "lib");
  const declared = files.flatMap(orThrowFunctions);

  it("have one name each, get<Resource>OrThrow, declared once in its file and answering the stored row", () => {
    const ofResources = declared.filter(
      (fn) => RESOURCE.test(fn.name) || RESOURCE.test(fn.returns ?? "") || fn.name in LOOKUPS,
    );
    const described = ofResources.map(({ name, file, returns }) => ({ name, file, returns }));
    const expected = Object.entries(LOOKUPS).map(([name, { file, returns }]) => ({ name, file, returns }));
    expect(described.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("are the only reads of one program, member, gift card or offer, but where the list says why not", () => {
    const readers = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const reads = [...text.matchAll(RAW_READ)].map((match) => match[0].replace(/\s+/g, ""));
      if (reads.length > 0) readers.set(file, reads);
    }
    const unlisted = [...readers]
      .filter(([file]) => !(file in RAW_READS))
      .map(([file, reads]) => `${file}: ${reads}`);
    expect(unlisted).toEqual([]);
    // A listed file that no longer reads raw leaves the list, so the list stays short and true.
    const stale = Object.keys(RAW_READS).filter((file) => !readers.has(file));
    expect(stale).toEqual([]);
  });

  it("sees what it forbids: a lookup under another name, a raw read in a file not listed", () => {
    const probe = ts.createSourceFile(
      "probe.ts",
      "export async function findOwnMemberOrThrow(): Promise<StoredMember> {}\n" +
        "export const loadOfferOrThrow = async () => Offer.findById(id).lean();\n" +
        "const member = await findOnePlain<StoredMember>(Member, { _id: id });",
      ts.ScriptTarget.Latest,
      true,
    );
    const names = nodesOf(probe)
      .filter((node) => ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node))
      .map((node) => (node as ts.FunctionDeclaration).name?.getText());
    expect(names.filter((name) => name && RESOURCE.test(name) && !(name in LOOKUPS))).toEqual([
      "findOwnMemberOrThrow",
      "loadOfferOrThrow",
    ]);
    expect([...probe.text.matchAll(RAW_READ)].map((match) => match[1] ?? match[2])).toEqual([
      "Offer",
      "Member",
    ]);
  });
});

describe("each lookup, on the database", () => {
  let merchantId: string;
  let otherMerchantId: string;
  let ids: {
    programId: string;
    otherProgramId: string;
    giftProgramId: string;
    otherGiftProgramId: string;
    memberId: string;
    cardId: string;
    offerId: string;
    templateId: string;
    webhookId: string;
  };

  beforeAll(async () => {
    ({ merchantId } = await merchantWithToken("Lookups"));
    ({ merchantId: otherMerchantId } = await merchantWithToken("Lookups, other"));
    const program = await loyaltyProgram(merchantId);
    const otherProgram = await loyaltyProgram(merchantId, { name: "Second" });
    const giftProgram = await giftCardProgram(merchantId);
    const otherGiftProgram = await giftCardProgram(merchantId, { name: "Second gift" });
    const member = await joinedMember(merchantId, program.id, { email: "lookup@example.com" });
    const card = await issueGiftCard({
      merchantId,
      programId: giftProgram.id,
      input: issueGiftCardSchema.parse({ initialValue: 5, customerEmail: "lookup@example.com" }),
    });
    const offer = await liveOffer(merchantId, program.id);
    const template = await createTemplate({
      merchantId,
      input: createTemplateSchema.parse({ name: "Lookup", passType: "storeCard" }),
    });
    const webhook = await createWebhook({
      merchantId,
      input: createWebhookSchema.parse({
        url: "https://hooks.example.com/lookups",
        events: ["member.created"],
      }),
    });
    ids = {
      programId: program.id,
      otherProgramId: otherProgram.id,
      giftProgramId: giftProgram.id,
      otherGiftProgramId: otherGiftProgram.id,
      memberId: member.id,
      cardId: card.id,
      offerId: offer.id,
      templateId: template.id,
      webhookId: webhook.id,
    };
  });

  /** Each lookup with its own arguments, the id it looks up under `id`, and its 404's message. */
  const cases = () => [
    {
      name: "getProgramOrThrow",
      message: PROGRAM_NOT_FOUND,
      id: ids.programId,
      find: (owner: string, id: string, programId = ids.programId) =>
        getProgramOrThrow({ merchantId: owner, programId: id === ids.programId ? programId : id }),
    },
    {
      name: "getMemberOrThrow",
      message: MEMBER_NOT_FOUND,
      id: ids.memberId,
      otherProgramId: ids.otherProgramId,
      find: (owner: string, id: string, programId = ids.programId) =>
        getMemberOrThrow({ merchantId: owner, programId, memberId: id }),
    },
    {
      name: "getGiftCardOrThrow",
      message: CARD_NOT_FOUND,
      id: ids.cardId,
      otherProgramId: ids.otherGiftProgramId,
      find: (owner: string, id: string, programId = ids.giftProgramId) =>
        getGiftCardOrThrow({ merchantId: owner, programId, cardId: id }),
    },
    {
      name: "getOfferOrThrow",
      message: OFFER_NOT_FOUND,
      id: ids.offerId,
      otherProgramId: ids.otherProgramId,
      find: (owner: string, id: string, programId = ids.programId) =>
        getOfferOrThrow({ merchantId: owner, programId, offerId: id }),
    },
    {
      name: "getTemplateOrThrow",
      message: TEMPLATE_NOT_FOUND,
      id: ids.templateId,
      find: (owner: string, id: string) => getTemplateOrThrow({ merchantId: owner, templateId: id }),
    },
    {
      name: "getWebhookOrThrow",
      message: WEBHOOK_NOT_FOUND,
      id: ids.webhookId,
      find: (owner: string, id: string) => getWebhookOrThrow({ merchantId: owner, webhookId: id }),
    },
  ];

  it("answers the merchant's own row as stored: `_id` and `merchantId` as ObjectIds, no API `id`", async () => {
    for (const { name, id, find } of cases()) {
      const row = (await find(merchantId, id)) as unknown as Record<string, unknown>;
      expect({ name, id: String(row._id), hasApiId: "id" in row }).toEqual({ name, id, hasApiId: false });
      expect(row._id, name).toBeInstanceOf(Types.ObjectId);
      expect(row.merchantId, name).toBeInstanceOf(Types.ObjectId);
    }
  });

  it("answers another merchant's, another program's, an unknown and a malformed id with one 404 each", async () => {
    for (const { name, message, id, otherProgramId, find } of cases()) {
      const notFound = { status: 404, detail: message };
      const attempts: [string, string, string?][] = [
        [otherMerchantId, id],
        [merchantId, new Types.ObjectId().toHexString()],
        [merchantId, "not-an-id"],
        [merchantId, id.slice(0, 23)],
        ...(otherProgramId ? [[merchantId, id, otherProgramId] as [string, string, string]] : []),
      ];
      for (const [owner, asked, programId] of attempts)
        await expect(find(owner, asked, programId), `${name} ${asked}`).rejects.toMatchObject(notFound);
    }
  });

  it("hides a deleted member unless asked to include it (GDPR), and a member of any program only when asked", async () => {
    const member = await joinedMember(merchantId, ids.programId, { email: "deleted-lookup@example.com" });
    await deleteMember({ merchantId, programId: ids.programId, memberId: member.id });
    const lookup = { merchantId, programId: ids.programId, memberId: member.id };
    await expect(getMemberOrThrow(lookup)).rejects.toMatchObject({ status: 404, detail: MEMBER_NOT_FOUND });
    const found = await getMemberOrThrow({ ...lookup, includeDeleted: true });
    expect(found.deletedAt).toBeInstanceOf(Date);
    expect(String((await getMemberOrThrow({ ...lookup, programId: null, includeDeleted: true }))._id)).toBe(
      member.id,
    );
    await expect(
      getMemberOrThrow({ ...lookup, merchantId: otherMerchantId, programId: null, includeDeleted: true }),
    ).rejects.toMatchObject({ status: 404, detail: MEMBER_NOT_FOUND });
  });
});
