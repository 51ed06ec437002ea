import type { BarcodeProgram } from "@/lib/passes/barcode-formats";
import { DEFAULT_PASS_COLORS } from "@/lib/passes/card-colors";
import type { PassKind } from "@/lib/passes/image-rules";
import { type PassFacts, type PassLanguage, placeholderValuesOf } from "@/lib/passes/pass-facts";
import type { TRANSIT_TYPES } from "@/lib/schemas/template";
import type { PassLocation } from "@/lib/services/locations/pass-locations";
import type { StoredTemplate } from "@/lib/services/templates/program-template";
import { appleBarcodesOf } from "@/lib/services/wallet/apple/pass-barcodes";
import {
  type ApplePassFields,
  defaultFieldsOf,
  type FieldProgram,
  templateFieldsOf,
  voidedFields,
} from "@/lib/services/wallet/apple/pass-fields";
import { withServiceFields } from "@/lib/services/wallet/apple/service-fields";

/** A `locations` entry of pass.json: Apple's Location keys (no `relevantText` when the location has none). */
const appleLocationOf = ({ latitude, longitude, relevantText }: PassLocation) => ({
  latitude,
  longitude,
  ...(relevantText && { relevantText }),
});

/** pass.json takes colours as `rgb(r, g, b)`; templates may store `#rrggbb` too. */
export function toRgb(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!hex)
    return color
      .replace(/\s+/g, " ")
      .replace(/\(\s*/, "(")
      .replace(/\s*\)/, ")")
      .replace(/\s*,\s*/g, ", ");
  return `rgb(${hex
    .slice(1)
    .map((pair) => Number.parseInt(pair, 16))
    .join(", ")})`;
}

export type PassIdentity = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  /** Absent on a sample pass: nothing is stored, nothing updates. */
  webService?: { url: string; authenticationToken: string };
  isDevelopment: boolean;
};

export type PassDesign = {
  program: FieldProgram & BarcodeProgram & { programType: "loyalty" | "giftcard" };
  merchantName: string;
  template: StoredTemplate | null;
  /** Issue 30: the program's locations, so the pass comes up on the lock screen near them. */
  locations?: PassLocation[];
};

type TransitType = (typeof TRANSIT_TYPES)[number];
export type ApplePassJson = Record<string, unknown> & {
  formatVersion: 1;
  serialNumber: string;
  passTypeIdentifier: string;
};

function fieldsOf(
  design: PassDesign,
  facts: PassFacts,
  language: PassLanguage,
  isDevelopment: boolean,
): ApplePassFields {
  const { template, program } = design;
  const designed = facts.isVoided
    ? voidedFields()
    : template
      ? templateFieldsOf({ template, facts, program, values: placeholderValuesOf(facts, language) })
      : defaultFieldsOf({ facts, program });
  const kind: PassKind = template?.passType ?? "storeCard";
  return withServiceFields({ fields: designed, kind, facts, program, language, isDevelopment });
}

function styleOf(template: StoredTemplate | null, fields: ApplePassFields) {
  const kind: PassKind = template?.passType ?? "storeCard";
  const transitType: TransitType | undefined =
    kind === "boardingPass" ? (template?.transitType ?? "PKTransitTypeGeneric") : undefined;
  return { [kind]: { ...fields, ...(transitType && { transitType }) } };
}

/**
 * The whole pass.json of a member's or gift card's pass (Apple's "Pass" keys): identity, the web service, the
 * template's kind, colours, logo text and fields with live values (else the plain default design), the barcode
 * with the member (card) number, the expiry date, and `voided` without personal data when it applies.
 */
export function applePassJsonOf({
  identity,
  design,
  facts,
  language,
}: {
  identity: PassIdentity;
  design: PassDesign;
  facts: PassFacts;
  language: PassLanguage;
}): ApplePassJson {
  const { template, program, merchantName } = design;
  const fields = fieldsOf(design, facts, language, identity.isDevelopment);
  return {
    formatVersion: 1,
    passTypeIdentifier: identity.passTypeIdentifier,
    serialNumber: identity.serialNumber,
    teamIdentifier: identity.teamIdentifier,
    organizationName: template?.organizationName || merchantName,
    description: template?.description || program.name,
    logoText: template ? (template.logoText ?? undefined) : program.name,
    backgroundColor: template ? toRgb(template.backgroundColor) : DEFAULT_PASS_COLORS.backgroundColor,
    foregroundColor: template ? toRgb(template.foregroundColor) : DEFAULT_PASS_COLORS.foregroundColor,
    labelColor: template ? toRgb(template.labelColor) : DEFAULT_PASS_COLORS.labelColor,
    ...(identity.webService && {
      webServiceURL: identity.webService.url,
      authenticationToken: identity.webService.authenticationToken,
    }),
    ...(!facts.isVoided && { barcodes: appleBarcodesOf(program, facts.number) }),
    ...(facts.expiresAt && { expirationDate: facts.expiresAt.toISOString() }),
    ...(facts.isVoided && { voided: true }),
    ...(!facts.isVoided && design.locations?.length && { locations: design.locations.map(appleLocationOf) }),
    ...styleOf(template, fields),
  };
}
