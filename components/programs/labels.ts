import type {
  BARCODE_FORMATS,
  CUSTOM_FIELD_TYPES,
  PROGRAM_SCHEMAS,
  PROGRAM_TYPES,
  SCANNER_TYPES,
} from "@/lib/schemas/program";

export const PROGRAM_SCHEMA_LABELS: Record<(typeof PROGRAM_SCHEMAS)[number], string> = {
  stampCard: "Stamp card",
  tieredMembership: "Tiered membership",
  specialOffers: "Special offers",
  custom: "Custom",
};

export const PROGRAM_TYPE_LABELS: Record<(typeof PROGRAM_TYPES)[number], string> = {
  loyalty: "Loyalty",
  giftcard: "Gift card",
};

export const SCANNER_TYPE_LABELS: Record<(typeof SCANNER_TYPES)[number], string> = {
  Browser: "Browser (any phone or computer)",
  PassVerifier: "PassVerifier app",
  CodeReadr: "CodeReadr",
  None: "No scanning",
};

// The formats' own names, the same in every language.
export const BARCODE_FORMAT_LABELS: Record<(typeof BARCODE_FORMATS)[number], string> = {
  QR: "QR code",
  PDF417: "PDF417",
  Aztec: "Aztec",
  Code128: "Code 128",
};

export const CUSTOM_FIELD_TYPE_LABELS: Record<(typeof CUSTOM_FIELD_TYPES)[number], string> = {
  text: "Text",
  email: "E-mail",
  number: "Number",
  date: "Date",
  selection: "Selection (pick one)",
  json: "JSON",
};
