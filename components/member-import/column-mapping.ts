import {
  CUSTOM_FIELD_COLUMN_PREFIX,
  MEMBER_IMPORT_FIELDS,
  MEMBER_IMPORT_KEYS,
  type MemberImportField,
} from "@/lib/schemas/member-import";

/** The program's fields the import needs to know: what a column may fill and what a row must have. */
export type ImportProgram = {
  id: string;
  name: string;
  country: string | null;
  requiredFields: string[];
  customFields: {
    name: string;
    displayName?: string | null;
    type: "text" | "email" | "number" | "date" | "selection" | "json";
    options?: string[] | null;
    required: boolean;
  }[];
};

/** What one column fills: a member field, a custom field (`custom:<name>`), or nothing (""). */
export type ColumnTarget = "" | MemberImportField | `custom:${string}`;

export const customTarget = (name: string): ColumnTarget => `custom:${name}`;
export const customNameOf = (target: ColumnTarget) => (target.startsWith("custom:") ? target.slice(7) : null);

/** Lower case, accents and ß folded, everything but letters and digits removed: "E-Mail-Adresse" → "emailadresse". */
export const normaliseHeader = (header: string) =>
  header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Header names in English and German (normalised) that say which member field a column holds. */
const SYNONYMS: Record<MemberImportField, string[]> = {
  email: ["email", "emailaddress", "mail", "mailaddress", "emailadresse", "mailadresse", "emails"],
  phone: [
    "phone",
    "phonenumber",
    "telephone",
    "tel",
    "mobile",
    "mobilephone",
    "mobilenumber",
    "cell",
    "cellphone",
    "telefon",
    "telefonnummer",
    "handy",
    "handynummer",
    "mobil",
    "mobilnummer",
    "mobiltelefon",
  ],
  firstName: ["firstname", "givenname", "forename", "first", "vorname", "rufname"],
  lastName: ["lastname", "surname", "familyname", "last", "nachname", "familienname", "zuname"],
  birthday: ["birthday", "birthdate", "dateofbirth", "dob", "geburtstag", "geburtsdatum"],
  externalId: [
    "externalid",
    "customerid",
    "customernumber",
    "customerno",
    "clientid",
    "crmid",
    "kundennummer",
    "kundennr",
    "kundenid",
    "externeid",
  ],
  marketingConsent: [
    "marketingconsent",
    "marketing",
    "newsletter",
    "optin",
    "consent",
    "einwilligung",
    "werbeeinwilligung",
    "marketingeinwilligung",
  ],
  points: ["points", "balance", "pointsbalance", "punkte", "punktestand", "bonuspunkte", "punktekonto"],
};

function targetOfHeader(header: string, program: ImportProgram): ColumnTarget {
  const normalised = normaliseHeader(header);
  if (!normalised) return "";
  for (const field of program.customFields) {
    const names = [field.name, field.displayName ?? "", `${CUSTOM_FIELD_COLUMN_PREFIX}${field.name}`];
    if (names.some((name) => name && normaliseHeader(name) === normalised)) return customTarget(field.name);
  }
  return MEMBER_IMPORT_FIELDS.find((field) => SYNONYMS[field].includes(normalised)) ?? "";
}

/** Each column matched to a field by its header, each field to the first column that names it. */
export function autoMapping(headers: string[], program: ImportProgram): ColumnTarget[] {
  const taken = new Set<ColumnTarget>();
  return headers.map((header) => {
    const target = targetOfHeader(header, program);
    if (!target || taken.has(target)) return "";
    taken.add(target);
    return target;
  });
}

/** Whether some column fills an e-mail, phone or external id: without one, no row could be imported. */
export const mapsAKey = (mapping: ColumnTarget[]) =>
  mapping.some((target) => (MEMBER_IMPORT_KEYS as readonly string[]).includes(target));

/** Column positions whose field an earlier column already fills. */
export function repeatedTargets(mapping: ColumnTarget[]): Set<number> {
  const seen = new Set<ColumnTarget>();
  const repeated = new Set<number>();
  mapping.forEach((target, index) => {
    if (!target) return;
    if (seen.has(target)) repeated.add(index);
    seen.add(target);
  });
  return repeated;
}
