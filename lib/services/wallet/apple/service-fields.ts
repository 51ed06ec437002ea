import { fieldRoomOf, OFFER_FIELD_KEY_PREFIX, PASS_FIELD_GROUPS } from "@/lib/passes/field-limits";
import type { PassKind } from "@/lib/passes/image-rules";
import { formatPassDate, type PassFacts, type PassLanguage } from "@/lib/passes/pass-facts";
import {
  type ApplePassField,
  type ApplePassFields,
  type FieldProgram,
  programBackFields,
  uniqueKeys,
} from "@/lib/services/wallet/apple/pass-fields";
import { passText, translatePassText } from "@/lib/services/wallet/apple/pass-strings";

// What the service writes on every pass whatever design it wears (decision 030): the member's available offers,
// the program's texts and contacts, and on a development signature the note that no real device accepts it.
// Their keys are SERVICE_FIELD_KEYS, which a template may not use.

/** One back field per available offer: its description, its cost in the program's points, and its end. */
function offerBackFields(facts: PassFacts, program: FieldProgram, language: PassLanguage): ApplePassField[] {
  const pointsName = program.customPointsName || translatePassText(passText("Points"), language);
  return facts.offers.map((offer) => ({
    key: `${OFFER_FIELD_KEY_PREFIX}${offer.id}`,
    label: offer.name,
    value: [
      offer.description,
      offer.pointsCost ? `${offer.pointsCost} ${pointsName}` : null,
      offer.endsAt
        ? `${translatePassText(passText("Valid until"), language)} ${formatPassDate(offer.endsAt, language, facts.timeZone)}`
        : null,
    ]
      .filter((line) => line)
      .join("\n"),
  }));
}

/** The offers' names up front, in the first of auxiliary and secondary fields the design leaves room in. */
function addOffersUpFront(fields: ApplePassFields, kind: PassKind, facts: PassFacts): void {
  if (facts.offers.length === 0) return;
  const counts = Object.fromEntries(PASS_FIELD_GROUPS.map((group) => [group, fields[group].length]));
  const group = (["auxiliaryFields", "secondaryFields"] as const).find(
    (candidate) => fieldRoomOf(kind, candidate, counts) > fields[candidate].length,
  );
  if (!group) return;
  fields[group].push({
    key: "offers",
    label: passText("Offers"),
    value: facts.offers.map((offer) => offer.name).join(", "),
  });
}

/** How many points expire within 60 days and when the first do (decision 049): "120 Points · 12 Jan 2027". */
function expiringField(
  expiring: NonNullable<PassFacts["pointsExpiring"]>,
  facts: PassFacts,
  program: FieldProgram,
  language: PassLanguage,
): ApplePassField {
  const pointsName = program.customPointsName || translatePassText(passText("Points"), language);
  return {
    key: "pointsExpiring",
    label: passText("Points expiring soon"),
    value: `${expiring.points} ${pointsName} · ${formatPassDate(expiring.at, language, facts.timeZone)}`,
  };
}

/** The back field of the newest message to the pass's holder. */
export const MESSAGE_FIELD_KEY = "holderMessage";

const developmentNote = (): ApplePassField => ({
  key: "signature",
  label: passText("Signature"),
  value: passText("Development certificate: Apple Wallet on a real device does not accept this pass."),
});

/**
 * A design's fields with the service's own added: a voided pass gets only the development note; any other the
 * offers (front where there is room, and back), then the program's texts and contacts on the back. Keys are made
 * unique last, so nothing of it is dropped by passkit-generator.
 */
export function withServiceFields({
  fields,
  kind,
  facts,
  program,
  language,
  isDevelopment,
}: {
  fields: ApplePassFields;
  kind: PassKind;
  facts: PassFacts;
  program: FieldProgram;
  language: PassLanguage;
  isDevelopment: boolean;
}): ApplePassFields {
  const note = isDevelopment ? [developmentNote()] : [];
  if (facts.isVoided) return uniqueKeys({ ...fields, backFields: [...fields.backFields, ...note] });
  addOffersUpFront(fields, kind, facts);
  // The gift card's security code is its holder's, for the counter that asks for it (decision 046).
  if (facts.kind === "giftcard" && facts.securityCode)
    fields.backFields.push({
      key: "securityCode",
      label: passText("Security code"),
      value: facts.securityCode,
    });
  // The newest message to the holder: `%@` makes the lock screen show the text itself when it changes (047).
  if (facts.message)
    fields.backFields.push({
      key: MESSAGE_FIELD_KEY,
      label: passText("Message"),
      value: facts.message.text,
      changeMessage: "%@",
    });
  if (facts.pointsExpiring)
    fields.backFields.push(expiringField(facts.pointsExpiring, facts, program, language));
  fields.backFields.push(
    ...offerBackFields(facts, program, language),
    ...programBackFields(program),
    ...note,
  );
  return uniqueKeys(fields);
}
