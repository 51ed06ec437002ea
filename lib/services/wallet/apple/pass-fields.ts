import { messagesIn } from "@/lib/i18n/messages-in";
import { majorUnitsOf } from "@/lib/money/minor-units";
import { PASS_FIELD_GROUPS, type PassFieldGroup } from "@/lib/passes/field-limits";
import type { PassFacts, PassLanguage } from "@/lib/passes/pass-facts";
import {
  fillPlaceholders,
  type PlaceholderValues,
  showsBalance,
  showsPoints,
  solePlaceholderOf,
} from "@/lib/passes/placeholders";
import { isoInZone } from "@/lib/passes/time-zone";
import { programTextsIn } from "@/lib/programs/program-texts";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import {
  type ExtraPassStrings,
  namedPointsChangeMessage,
  passText,
} from "@/lib/services/wallet/apple/pass-strings";

/** One field dictionary of pass.json (Apple's "PassFieldContent"). */
export type ApplePassField = {
  key: string;
  label?: string;
  value: string | number;
  changeMessage?: string;
  currencyCode?: string;
  dateStyle?: "PKDateStyleNone" | "PKDateStyleShort" | "PKDateStyleMedium" | "PKDateStyleLong";
  timeStyle?: "PKDateStyleNone";
  /** A calendar date: Wallet shows it as it reads in the value's own offset (the program's zone). */
  ignoresTimeZone?: boolean;
};
export type ApplePassFields = Record<PassFieldGroup, ApplePassField[]>;

export type FieldProgram = Pick<
  StoredProgram,
  | "name"
  | "description"
  | "terms"
  | "website"
  | "email"
  | "phone"
  | "customPointsName"
  | "customPointsChangeMessage"
  | "disableCustomPointsChangeMessage"
  | "translations"
>;

/** A template's field as stored (the value may be missing on rows written before it was required). */
type TemplateField = { key: string; label?: string | null; value?: string | null };

export const emptyFields = (): ApplePassFields =>
  Object.fromEntries(PASS_FIELD_GROUPS.map((group) => [group, []])) as unknown as ApplePassFields;

/**
 * The points field's `changeMessage` (what the lock screen says when the points change): the program's
 * `customPointsChangeMessage` with `{points}`/`{stamps}` as the new value, else the service's own (localised),
 * naming the program's points ("You now have %@ beans.") when it has a name for them, none at all when `disableCustomPointsChangeMessage` (the pass then updates silently).
 */
export function pointsChangeMessageOf(program: FieldProgram): string | undefined {
  if (program.disableCustomPointsChangeMessage) return undefined;
  const custom = program.customPointsChangeMessage?.trim();
  if (!custom) {
    const pointsName = program.customPointsName?.trim();
    return pointsName ? namedPointsChangeMessage(pointsName).en : passText("Your points balance is now %@.");
  }
  const format = custom.replace(/%/g, "%%").replace(/\{(points|stamps)\}/g, "%@");
  return format.includes("%@") ? format : `${format} %@`;
}

/** The pass.strings entries a program's change message needs beyond the fixed ones (its points name's). */
function changeMessageStrings(program: FieldProgram): ExtraPassStrings {
  const pointsName = program.customPointsName?.trim();
  if (!pointsName || program.disableCustomPointsChangeMessage || program.customPointsChangeMessage?.trim())
    return { en: {}, de: {} };
  const texts = namedPointsChangeMessage(pointsName);
  const named = (language: PassLanguage) => {
    const ownName = programTextsIn(program, language).customPointsName?.trim() ?? pointsName;
    return messagesIn(namedPointsChangeMessage(ownName), language);
  };
  return { en: { [texts.en]: named("en") }, de: { [texts.en]: named("de") } };
}

/**
 * Issue 28 (decision 045): the program's texts on the pass (the points label, the description and terms on the
 * back) are written as pass.json has them, the base texts; each language's pass.strings maps them to the
 * program's text in that language, so a German phone reads "Bohnen" where pass.json says "beans".
 */
function programTextStrings(program: FieldProgram): ExtraPassStrings {
  const stringsIn = (language: PassLanguage): Record<string, string> => {
    const own = programTextsIn(program, language);
    return Object.fromEntries(
      (["customPointsName", "description", "terms"] as const).flatMap((field) => {
        const base = program[field];
        const text = own[field];
        return base?.trim() && text && text !== base ? [[base, text]] : [];
      }),
    );
  };
  return { en: stringsIn("en"), de: stringsIn("de") };
}

/** The pass.strings entries a program needs beyond the fixed ones: its texts per language and change message. */
export function programPassStrings(program: FieldProgram): ExtraPassStrings {
  const texts = programTextStrings(program);
  const messages = changeMessageStrings(program);
  return { en: { ...texts.en, ...messages.en }, de: { ...texts.de, ...messages.de } };
}

/**
 * A date the pass shows as a calendar day (an expiry): written in the program's zone with `ignoresTimeZone`, so
 * the front reads the same day as the back's text (formatPassDate, same zone) on a phone in any zone.
 */
export function calendarDateField(date: Date, timeZone: string): Omit<ApplePassField, "key"> {
  return {
    value: isoInZone(date, timeZone),
    dateStyle: "PKDateStyleMedium",
    timeStyle: "PKDateStyleNone",
    ignoresTimeZone: true,
  };
}

/** A field's value: a number, an amount or a date when it is one placeholder alone (Wallet formats those). */
function liveValue(text: string, facts: PassFacts, values: PlaceholderValues): Omit<ApplePassField, "key"> {
  const sole = solePlaceholderOf(text);
  if ((sole === "points" || sole === "stamps") && facts.kind === "member") return { value: facts.points };
  if (sole === "balance" && facts.balanceCents !== null)
    return { value: majorUnitsOf(facts.balanceCents), currencyCode: facts.currency };
  if (sole === "expiresAt" && facts.expiresAt) return calendarDateField(facts.expiresAt, facts.timeZone);
  return { value: fillPlaceholders(text, values) };
}

/**
 * Field keys must be unique over the whole pass (passkit-generator drops a field whose key is taken): a repeated
 * key gets `-2`, `-3` … Templates are refused such keys at save; rows stored before that still build.
 */
export function uniqueKeys(fields: ApplePassFields): ApplePassFields {
  const used = new Set<string>();
  for (const group of PASS_FIELD_GROUPS) {
    for (const field of fields[group]) {
      let key = field.key;
      for (let suffix = 2; used.has(key); suffix++) key = `${field.key}-${suffix}`;
      used.add(key);
      field.key = key;
    }
  }
  return fields;
}

/**
 * The one field that carries the change message (Wallet notifies once per field that has one): the first whose
 * value is the points (a gift card: the balance) alone, else the first that shows them within other text.
 */
function changingField(
  template: Partial<Record<PassFieldGroup, readonly TemplateField[]>>,
  kind: PassFacts["kind"],
): TemplateField | undefined {
  const all = PASS_FIELD_GROUPS.flatMap((group) => template[group] ?? []);
  const shows = kind === "member" ? showsPoints : showsBalance;
  const alone = kind === "member" ? ["points", "stamps"] : ["balance"];
  return (
    all.find((field) => alone.includes(solePlaceholderOf(field.value ?? "") ?? "")) ??
    all.find((field) => shows(field.value ?? ""))
  );
}

/** A template's fields with live values; the points (or balance) field carries the change message. */
export function templateFieldsOf({
  template,
  facts,
  values,
  program,
}: {
  template: Partial<Record<PassFieldGroup, readonly TemplateField[]>>;
  facts: PassFacts;
  values: PlaceholderValues;
  program: FieldProgram;
}): ApplePassFields {
  const fields = emptyFields();
  const changing = changingField(template, facts.kind);
  const changeMessage =
    facts.kind === "member" ? pointsChangeMessageOf(program) : passText("Your balance is now %@.");
  for (const group of PASS_FIELD_GROUPS) {
    for (const field of template[group] ?? []) {
      fields[group].push({
        key: field.key,
        ...(field.label && { label: field.label }),
        ...liveValue(field.value ?? "", facts, values),
        ...(field === changing && changeMessage && { changeMessage }),
      });
    }
  }
  return uniqueKeys(fields);
}

/** The back of every design: what the program tells its customers, where it has said it. */
export function programBackFields(program: FieldProgram): ApplePassField[] {
  const entries: [string, string, string | null | undefined][] = [
    ["about", passText("About"), program.description],
    ["terms", passText("Terms and conditions"), program.terms],
    ["website", passText("Website"), program.website],
    ["email", passText("E-mail"), program.email],
    ["phone", passText("Phone"), program.phone],
  ];
  return entries.flatMap(([key, label, value]) => (value ? [{ key, label, value }] : []));
}

/**
 * The plain default design of a program without a template: the points (or the balance) up front, the name and
 * tier, the member (card) number (the program's texts and the offers are added to every design, pass-json.ts).
 */
export function defaultFieldsOf({
  facts,
  program,
}: {
  facts: PassFacts;
  program: FieldProgram;
}): ApplePassFields {
  const fields = emptyFields();
  if (facts.kind === "member") {
    const changeMessage = pointsChangeMessageOf(program);
    fields.primaryFields.push({
      key: "points",
      label: program.customPointsName || passText("Points"),
      value: facts.points,
      ...(changeMessage && { changeMessage }),
    });
    if (facts.memberName)
      fields.secondaryFields.push({ key: "member", label: passText("Member"), value: facts.memberName });
    if (facts.tier) fields.secondaryFields.push({ key: "tier", label: passText("Tier"), value: facts.tier });
    fields.auxiliaryFields.push({
      key: "memberNumber",
      label: passText("Member number"),
      value: facts.number,
    });
  } else {
    fields.primaryFields.push({
      key: "balance",
      label: passText("Balance"),
      value: majorUnitsOf(facts.balanceCents ?? 0),
      currencyCode: facts.currency,
      changeMessage: passText("Your balance is now %@."),
    });
    fields.secondaryFields.push({ key: "cardNumber", label: passText("Card number"), value: facts.number });
    if (facts.expiresAt)
      fields.secondaryFields.push({
        key: "expires",
        label: passText("Valid until"),
        ...calendarDateField(facts.expiresAt, facts.timeZone),
      });
  }
  return fields;
}

/** A voided pass keeps its look but says only that it is void: no name, number, points or barcode. */
export function voidedFields(): ApplePassFields {
  const fields = emptyFields();
  fields.primaryFields.push({
    key: "status",
    label: passText("Status"),
    value: passText("This pass is no longer valid."),
  });
  return fields;
}
