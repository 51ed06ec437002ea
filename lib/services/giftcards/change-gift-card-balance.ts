import { type Clock, systemClock } from "@/lib/clock";
import { ServiceError } from "@/lib/errors/api-error";
import { formatMinorUnits, toMinorUnits } from "@/lib/money/minor-units";
import { GIFT_CARD_ERROR_CODES, GIFT_CARD_LIMITS } from "@/lib/schemas/giftcard";
import { recordChange } from "@/lib/services/changes/record-change";
import { checkSecurityCode } from "@/lib/services/giftcards/check-security-code";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { cardStatusOf, toGiftCardDto, toLedgerEntryDto } from "@/lib/services/giftcards/gift-card-dto";
import {
  appendLedgerEntry,
  type EntryActor,
  type EntryPlan,
  NO_ACTOR,
} from "@/lib/services/giftcards/ledger";
import { locationOfEntry } from "@/lib/services/locations/location-of-entry";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

const MAX_BALANCE_CENTS = toMinorUnits(GIFT_CARD_LIMITS.maxBalance);

type ChangeOptions = {
  merchantId: string;
  programId: string;
  cardId: string;
  /** Decimal text with at most two places, as the schema outputs it. */
  amount: string;
  /** Redemption only: the card's security code, where the program asks for it (decision 046). */
  securityCode?: string | null;
  /** Redemption only (issue 30): the merchant's location where it happened. */
  locationId?: string | null;
  /** Who did it (decision 053); none when omitted. */
  actor?: EntryActor;
  now?: Clock;
};

const refuse = (code: keyof typeof GIFT_CARD_ERROR_CODES) =>
  new ServiceError(code, GIFT_CARD_ERROR_CODES[code], 409);

async function changeBalance(options: ChangeOptions, kind: "redeem" | "reload") {
  const { merchantId, programId, cardId, actor = NO_ACTOR, now = systemClock } = options;
  // An archived program sells no more value (no reloads); its cards still redeem.
  const program = await getProgramOrThrow({
    merchantId,
    programId,
    programType: "giftcard",
    acceptArchived: kind !== "reload",
  });
  const card = await getGiftCardOrThrow({ merchantId, programId, cardId });
  if (kind === "redeem")
    await checkSecurityCode({
      program,
      card,
      securityCode: options.securityCode,
      amount: options.amount,
      now,
    });
  const cents = toMinorUnits(options.amount);
  const locationId = await locationOfEntry({ merchantId, locationId: options.locationId, now });
  const at = now();
  // Decided again on every retry from the ledger as it then is, so racing writers cannot both pass.
  const plan: EntryPlan = (state) => {
    const status = cardStatusOf(card, state.balanceCents, at);
    const isUsable = status === "active" || (kind === "reload" && status === "depleted");
    if (!isUsable) throw refuse("CARD_NOT_REDEEMABLE");
    if (kind === "redeem" && cents > state.balanceCents) throw refuse("INSUFFICIENT_BALANCE");
    if (kind === "reload" && state.balanceCents + cents > MAX_BALANCE_CENTS)
      throw refuse("BALANCE_LIMIT_EXCEEDED");
    return { kind, amountCents: kind === "redeem" ? -cents : cents, locationId, actor };
  };
  const { entry } = await appendLedgerEntry({ card, plan });
  const result = { card: toGiftCardDto(card, entry.balanceAfterCents, at), entry: toLedgerEntryDto(entry) };
  await recordChange({
    kind: kind === "redeem" ? "giftcard.redeemed" : "giftcard.reloaded",
    merchantId: card.merchantId,
    key: `${String(card._id)}:${entry.sequence}`,
    data: {
      cardId: result.card.id,
      programId: result.card.programId,
      lastFourDigits: result.card.lastFourDigits,
      currency: result.card.currency,
      balance: result.card.balance,
      amount: formatMinorUnits(cents),
      sequence: entry.sequence,
      locationId: result.entry.locationId,
      at: at.toISOString(),
    },
    at: entry.createdAt,
  });
  return result;
}

/** Takes `amount` off the balance; refuses (409) rather than overdraw, however many redeem at once. */
export const redeemGiftCard = (options: ChangeOptions) => changeBalance(options, "redeem");

/** Adds `amount`, up to the balance limit. */
export const reloadGiftCard = (options: ChangeOptions) => changeBalance(options, "reload");
