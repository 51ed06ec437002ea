import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { OfferRedemption } from "@/lib/db/models/offer-redemption";
import type { MemberErrorCode, RedemptionDto, RedemptionInput } from "@/lib/schemas/member";
import { recordChange } from "@/lib/services/changes/record-change";
import type { StoredPointsEntry } from "@/lib/services/ledger/member-ledger-sequence";
import { locationOfEntry } from "@/lib/services/locations/location-of-entry";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import { memberConflict } from "@/lib/services/members/member-conflict";
import {
  type MemberLedgerState,
  readMemberLedger,
  toPointsEntryDto,
} from "@/lib/services/members/points-ledger";
import { changePoints } from "@/lib/services/members/points-rules";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { effectiveStatus, type StoredOffer } from "@/lib/services/offers/offer-dto";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { claimSlot, releaseSlots } from "@/lib/services/redemptions/claim-slot";
import { offerRedeemed } from "@/lib/services/redemptions/offer-redeemed";
import { type StoredRedemption, toRedemptionDto } from "@/lib/services/redemptions/redemption-dto";

/** `pointsMin ≤ points ≤ pointsMax` where set; the refusal's code, or null (the card page shows those offers). */
export function pointsRefusal(
  offer: Pick<StoredOffer, "pointsMin" | "pointsMax" | "pointsCost">,
  state: Pick<MemberLedgerState, "balance">,
): MemberErrorCode | null {
  if (offer.pointsMin != null && state.balance < offer.pointsMin) return "POINTS_BELOW_MINIMUM";
  if (offer.pointsMax != null && state.balance > offer.pointsMax) return "POINTS_ABOVE_MAXIMUM";
  if (state.balance < (offer.pointsCost ?? 0)) return "INSUFFICIENT_POINTS";
  return null;
}

const isLive = (offer: StoredOffer, at: Date) =>
  effectiveStatus(offer, at) === "LIVE" && (!offer.endDate || offer.endDate > at);

/**
 * A member redeems a live offer. The limits are places claimed by inserting them (per customer, then the
 * offer's availability), so racing redemptions never exceed either; then `pointsCost` is debited in the
 * member's ledger, the points bounds decided on the ledger as it is at that moment. A refusal after claiming
 * gives the places back.
 */
export async function redeemOffer({
  merchantId,
  programId,
  offerId,
  input,
  userId = null,
  appKeyId = null,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  offerId: string;
  input: RedemptionInput;
  /** Who redeemed it (decision 053): the person (an app key's creator) and the app key, if one acted. */
  userId?: string | null;
  appKeyId?: string | null;
  now?: Clock;
}): Promise<RedemptionDto> {
  const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const offer = await getOfferOrThrow({ merchantId, programId, offerId });
  const member = await getMemberOrThrow({ merchantId, programId, memberId: input.memberId });
  if (!isLive(offer, now())) throw memberConflict("OFFER_NOT_LIVE");
  if (member.status !== "active") throw memberConflict("MEMBER_NOT_ACTIVE");
  // Refuse early what the ledger already refuses, so an unaffordable attempt claims no place.
  const early = pointsRefusal(offer, await readMemberLedger(member._id));
  if (early) throw memberConflict(early);
  const locationId = await locationOfEntry({ merchantId, locationId: input.locationId, now });
  const redemptionId = new Types.ObjectId();
  const owner = {
    merchantId: offer.merchantId,
    programId: offer.programId,
    offerId: offer._id,
    memberId: member._id,
    redemptionId,
  };
  const claimed: string[] = [];
  let entry: StoredPointsEntry | null;
  try {
    if (offer.limitPerCustomer != null) {
      const group = `${String(offer._id)}:${String(member._id)}`;
      const slot = await claimSlot({ group, limit: offer.limitPerCustomer, owner });
      if (!slot) throw memberConflict("LIMIT_PER_CUSTOMER_REACHED");
      claimed.push(slot);
    }
    if (offer.availabilityCount != null) {
      const slot = await claimSlot({
        group: `${String(offer._id)}:slot`,
        limit: offer.availabilityCount,
        owner,
      });
      if (!slot) throw memberConflict("OFFER_SOLD_OUT");
      claimed.push(slot);
    }
    const cost = offer.pointsCost ?? 0;
    ({ entry } = await changePoints({
      member,
      program,
      plan: (state) => {
        const refusal = pointsRefusal(offer, state);
        if (refusal) throw memberConflict(refusal);
        return cost > 0
          ? {
              points: -cost,
              source: "redemption",
              reason: `offer:${String(offer._id)}`,
              locationId,
              actorUserId: userId,
              actorAppKeyId: appKeyId,
            }
          : null;
      },
    }));
  } catch (error) {
    await releaseSlots({ slotIds: claimed, redemptionId });
    throw error;
  }
  return storeRedemption({
    ...owner,
    _id: redemptionId,
    pointsCost: offer.pointsCost ?? 0,
    locationId,
    actorUserId: userId ? new Types.ObjectId(userId) : null,
    actorAppKeyId: appKeyId ? new Types.ObjectId(appKeyId) : null,
    entry,
  });
}

async function storeRedemption({
  entry,
  ...fields
}: {
  _id: Types.ObjectId;
  merchantId: Types.ObjectId;
  programId: Types.ObjectId;
  offerId: Types.ObjectId;
  memberId: Types.ObjectId;
  pointsCost: number;
  locationId: Types.ObjectId | null;
  actorUserId: Types.ObjectId | null;
  actorAppKeyId: Types.ObjectId | null;
  entry: StoredPointsEntry | null;
}): Promise<RedemptionDto> {
  const created = await OfferRedemption.create({ ...fields, entry: entry ? toPointsEntryDto(entry) : null });
  const redemption = created.toObject() as StoredRedemption;
  await recordChange(offerRedeemed(redemption));
  return toRedemptionDto(redemption);
}
