import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { deleteProgram } from "@/lib/services/programs/delete-program";
import { getProgramOrThrow, PROGRAM_NOT_FOUND } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";

let merchantId: string;
let otherMerchantId: string;

const notFound = { status: 404, detail: PROGRAM_NOT_FOUND };
const conflict = (code: string) => ({ status: 409, detail: expect.objectContaining({ code }) });

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken());
  ({ merchantId: otherMerchantId } = await merchantWithToken("Other Shop"));
});

describe("getProgramOrThrow, the one lookup of a program", () => {
  it("answers the merchant's own program, which toProgramDto turns into the API's shape", async () => {
    const created = await giftCardProgram(merchantId, { name: "Own" });
    const program = await getProgramOrThrow({ merchantId, programId: created.id });
    expect(String(program._id)).toBe(created.id);
    expect(toProgramDto(program)).toEqual(created);
  });

  it("reports another merchant's program, an unknown id and a malformed id alike: 404", async () => {
    const created = await giftCardProgram(merchantId);
    const lookups: [string, string][] = [
      [otherMerchantId, created.id],
      [merchantId, new Types.ObjectId().toHexString()],
      [merchantId, "not-an-id"],
    ];
    for (const [owner, programId] of lookups)
      await expect(getProgramOrThrow({ merchantId: owner, programId })).rejects.toMatchObject(notFound);
  });

  it("finds a deleted program only with includeDeleted (GDPR requests), never another merchant's", async () => {
    const created = await giftCardProgram(merchantId);
    await deleteProgram({ merchantId, programId: created.id });
    await expect(getProgramOrThrow({ merchantId, programId: created.id })).rejects.toMatchObject(notFound);
    const found = await getProgramOrThrow({ merchantId, programId: created.id, includeDeleted: true });
    expect(found.deletedAt).toBeInstanceOf(Date);
    await expect(
      getProgramOrThrow({ merchantId: otherMerchantId, programId: created.id, includeDeleted: true }),
    ).rejects.toMatchObject(notFound);
  });

  it("refuses a program of another type with 409 PROGRAM_NOT_GIFTCARD when a gift-card program is asked for", async () => {
    const loyalty = await giftCardProgram(merchantId, { programType: "loyalty" });
    await expect(getProgramOrThrow({ merchantId, programId: loyalty.id })).resolves.toBeTruthy();
    await expect(
      getProgramOrThrow({ merchantId, programId: loyalty.id, programType: "giftcard" }),
    ).rejects.toMatchObject(conflict("PROGRAM_NOT_GIFTCARD"));
  });

  it("refuses a gift-card program with 409 PROGRAM_NOT_LOYALTY when a loyalty program is asked for (members)", async () => {
    const gift = await giftCardProgram(merchantId);
    await expect(
      getProgramOrThrow({ merchantId, programId: gift.id, programType: "loyalty" }),
    ).rejects.toMatchObject(conflict("PROGRAM_NOT_LOYALTY"));
    const loyalty = await giftCardProgram(merchantId, { programType: "loyalty" });
    const found = await getProgramOrThrow({ merchantId, programId: loyalty.id, programType: "loyalty" });
    expect(String(found._id)).toBe(loyalty.id);
  });

  it("accepts an archived program unless acceptArchived is false (409 PROGRAM_ARCHIVED)", async () => {
    const created = await giftCardProgram(merchantId);
    await archiveProgram({ merchantId, programId: created.id });
    const archived = await getProgramOrThrow({ merchantId, programId: created.id });
    expect(archived.status).toBe("archived");
    await expect(
      getProgramOrThrow({ merchantId, programId: created.id, acceptArchived: false }),
    ).rejects.toMatchObject(conflict("PROGRAM_ARCHIVED"));
  });
});
