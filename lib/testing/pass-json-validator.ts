// A small validator of pass.json against Apple's documented keys ("Pass", "PassFields", "PassFieldContent",
// "Barcodes" in the Wallet Passes reference) and of the package around it ("Creating the source for a pass":
// pass.json, icon.png, PNG images), written from the documentation rather than from the code that builds
// passes, so a test fails when the builder drifts from what Wallet reads. Answers a list of problems.
// `passContentProblems` adds the service's own promises (decision 030): the program's texts and the member's
// offers on the back, and calendar dates read in the program's zone on the front as on the back.

const STYLES = ["boardingPass", "coupon", "eventTicket", "generic", "storeCard"] as const;
type Style = (typeof STYLES)[number];

const REQUIRED_TOP_LEVEL = [
  "description",
  "formatVersion",
  "organizationName",
  "passTypeIdentifier",
  "serialNumber",
  "teamIdentifier",
];
const KNOWN_TOP_LEVEL = new Set([
  ...REQUIRED_TOP_LEVEL,
  ...STYLES,
  "appLaunchURL",
  "associatedStoreIdentifiers",
  "authenticationToken",
  "backgroundColor",
  "barcode",
  "barcodes",
  "beacons",
  "expirationDate",
  "foregroundColor",
  "groupingIdentifier",
  "labelColor",
  "locations",
  "logoText",
  "maxDistance",
  "nfc",
  "relevantDate",
  "semantics",
  "sharingProhibited",
  "suppressStripShine",
  "userInfo",
  "voided",
  "webServiceURL",
]);
const GROUPS = ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields", "backFields"] as const;
/** Apple's "up to" counts per group (primary: two on boarding passes, origin and destination). */
const MAX_FIELDS: Record<(typeof GROUPS)[number], (style: Style) => number> = {
  headerFields: () => 3,
  primaryFields: (style) => (style === "boardingPass" ? 2 : 1),
  secondaryFields: () => 4,
  auxiliaryFields: (style) => (style === "boardingPass" ? 5 : 4),
  backFields: () => Number.POSITIVE_INFINITY,
};
/**
 * PassFields.SecondaryFields / AuxiliaryFields: "Coupons, store cards, and generic passes with a square barcode
 * can have a combined total of up to four secondary and auxiliary fields."
 */
const COMBINED_SECONDARY_AUXILIARY: Partial<Record<Style, number>> = { coupon: 4, generic: 4, storeCard: 4 };
const FIELD_KEYS = new Set([
  "key",
  "value",
  "label",
  "changeMessage",
  "attributedValue",
  "dataDetectorTypes",
  "textAlignment",
  "dateStyle",
  "timeStyle",
  "isRelative",
  "ignoresTimeZone",
  "currencyCode",
  "numberStyle",
  "semantics",
  "row",
]);
const DATE_STYLES = new Set([
  "PKDateStyleNone",
  "PKDateStyleShort",
  "PKDateStyleMedium",
  "PKDateStyleLong",
  "PKDateStyleFull",
]);
const BARCODE_FORMATS = new Set([
  "PKBarcodeFormatQR",
  "PKBarcodeFormatPDF417",
  "PKBarcodeFormatAztec",
  "PKBarcodeFormatCode128",
]);
const TRANSIT_TYPES = new Set([
  "PKTransitTypeAir",
  "PKTransitTypeBoat",
  "PKTransitTypeBus",
  "PKTransitTypeGeneric",
  "PKTransitTypeTrain",
]);
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;
/** W3C date-time (ISO 8601 with a time zone), as Apple asks for dates. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldProblems(field: unknown, where: string, keys: Set<string>): string[] {
  if (!isObject(field)) return [`${where} is not a dictionary`];
  const problems: string[] = [];
  for (const name of Object.keys(field))
    if (!FIELD_KEYS.has(name)) problems.push(`${where}: unknown key ${name}`);
  if (typeof field.key !== "string" || field.key === "")
    problems.push(`${where}: key must be a non-empty string`);
  else if (keys.has(field.key)) problems.push(`${where}: key ${field.key} is not unique in the pass`);
  else keys.add(field.key);
  const { value } = field;
  if (typeof value !== "string" && typeof value !== "number")
    problems.push(`${where}: value must be a string or number`);
  if (field.label !== undefined && typeof field.label !== "string")
    problems.push(`${where}: label must be a string`);
  if (field.changeMessage !== undefined && !String(field.changeMessage).includes("%@"))
    problems.push(`${where}: changeMessage must contain %@`);
  if (field.currencyCode !== undefined) {
    if (!/^[A-Z]{3}$/.test(String(field.currencyCode)))
      problems.push(`${where}: currencyCode is not ISO 4217`);
    if (typeof value !== "number") problems.push(`${where}: currencyCode needs a number value`);
    if (field.numberStyle !== undefined)
      problems.push(`${where}: currencyCode and numberStyle exclude each other`);
  }
  for (const style of ["dateStyle", "timeStyle"] as const) {
    if (field[style] === undefined) continue;
    if (!DATE_STYLES.has(String(field[style]))) problems.push(`${where}: ${style} is not a PKDateStyle`);
    if (typeof value !== "string" || !W3C_DATE.test(value))
      problems.push(`${where}: ${style} needs a W3C date value`);
  }
  const isDate = field.dateStyle !== undefined || field.timeStyle !== undefined;
  for (const flag of ["ignoresTimeZone", "isRelative"] as const) {
    if (field[flag] === undefined) continue;
    if (typeof field[flag] !== "boolean") problems.push(`${where}: ${flag} must be a boolean`);
    if (!isDate) problems.push(`${where}: ${flag} applies to date fields only`);
  }
  // A day without a time (an expiry) is a calendar date: without ignoresTimeZone the phone shifts it into its
  // own zone, and a 31 Dec 23:00 UTC expiry reads 1 Jan in Berlin while the back's text says 31 Dec.
  if (field.dateStyle !== undefined && field.dateStyle !== "PKDateStyleNone")
    if (field.timeStyle === "PKDateStyleNone" && field.ignoresTimeZone !== true)
      problems.push(`${where}: a date without a time needs ignoresTimeZone`);
  return problems;
}

function colorProblems(pass: Json): string[] {
  return ["backgroundColor", "foregroundColor", "labelColor"].flatMap((name) => {
    if (pass[name] === undefined) return [];
    const match = RGB.exec(String(pass[name]));
    const isInRange = match?.slice(1).every((part) => Number(part) <= 255);
    return isInRange ? [] : [`${name} must be rgb(r, g, b) with 0–255 components: ${String(pass[name])}`];
  });
}

function barcodeProblems(barcodes: unknown): string[] {
  if (barcodes === undefined) return [];
  if (!Array.isArray(barcodes)) return ["barcodes must be an array"];
  return barcodes.flatMap((barcode, index) => {
    const where = `barcodes[${index}]`;
    if (!isObject(barcode)) return [`${where} is not a dictionary`];
    const problems: string[] = [];
    for (const name of Object.keys(barcode))
      if (!["format", "message", "messageEncoding", "altText"].includes(name))
        problems.push(`${where}: unknown key ${name}`);
    if (!BARCODE_FORMATS.has(String(barcode.format)))
      problems.push(`${where}: format is not a PKBarcodeFormat`);
    if (typeof barcode.message !== "string" || barcode.message === "")
      problems.push(`${where}: message required`);
    if (typeof barcode.messageEncoding !== "string") problems.push(`${where}: messageEncoding required`);
    // Code 128 has symbols for ASCII alone (Apple's reference: the message is encoded with messageEncoding).
    if (barcode.format === "PKBarcodeFormatCode128" && !/^[\x20-\x7e]*$/.test(String(barcode.message)))
      problems.push(`${where}: Code 128 carries printable ASCII only`);
    return problems;
  });
}

function styleProblems(pass: Json, style: Style): string[] {
  const dictionary = pass[style];
  if (!isObject(dictionary)) return [`${style} must be a dictionary`];
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const name of Object.keys(dictionary))
    if (!(GROUPS as readonly string[]).includes(name) && name !== "transitType")
      problems.push(`${style}: unknown key ${name}`);
  if (style === "boardingPass" && !TRANSIT_TYPES.has(String(dictionary.transitType)))
    problems.push("boardingPass needs a transitType");
  if (style !== "boardingPass" && dictionary.transitType !== undefined)
    problems.push(`${style} has a transitType`);
  for (const group of GROUPS) {
    const fields = dictionary[group];
    if (fields === undefined) continue;
    if (!Array.isArray(fields)) {
      problems.push(`${style}.${group} must be an array`);
      continue;
    }
    if (fields.length > MAX_FIELDS[group](style)) problems.push(`${style}.${group} has too many fields`);
    for (const [index, field] of fields.entries())
      problems.push(...fieldProblems(field, `${style}.${group}[${index}]`, keys));
  }
  const combined = COMBINED_SECONDARY_AUXILIARY[style];
  const count = (group: string) => (Array.isArray(dictionary[group]) ? dictionary[group].length : 0);
  if (combined !== undefined && count("secondaryFields") + count("auxiliaryFields") > combined)
    problems.push(`${style}: more than ${combined} secondary and auxiliary fields together`);
  return problems;
}

/** Every way the pass.json departs from Apple's documented keys; empty when it is valid. */
export function passJsonProblems(pass: unknown): string[] {
  if (!isObject(pass)) return ["pass.json is not a dictionary"];
  const problems: string[] = [];
  for (const name of REQUIRED_TOP_LEVEL) if (pass[name] === undefined) problems.push(`${name} is required`);
  for (const name of Object.keys(pass)) if (!KNOWN_TOP_LEVEL.has(name)) problems.push(`unknown key ${name}`);
  if (pass.formatVersion !== 1) problems.push("formatVersion must be 1");
  for (const name of [
    "description",
    "organizationName",
    "passTypeIdentifier",
    "serialNumber",
    "teamIdentifier",
  ])
    if (pass[name] !== undefined && (typeof pass[name] !== "string" || pass[name] === ""))
      problems.push(`${name} must be a non-empty string`);
  const styles = STYLES.filter((style) => pass[style] !== undefined);
  if (styles.length !== 1)
    problems.push(`exactly one pass style is required, found ${styles.join(", ") || "none"}`);
  for (const style of styles) problems.push(...styleProblems(pass, style));
  problems.push(...colorProblems(pass), ...barcodeProblems(pass.barcodes));
  if ((pass.webServiceURL === undefined) !== (pass.authenticationToken === undefined))
    problems.push("webServiceURL and authenticationToken go together");
  if (pass.authenticationToken !== undefined && String(pass.authenticationToken).length < 16)
    problems.push("authenticationToken must be at least 16 characters");
  if (pass.webServiceURL !== undefined && !/^https?:\/\//.test(String(pass.webServiceURL)))
    problems.push("webServiceURL must be a URL");
  for (const name of ["expirationDate", "relevantDate"])
    if (pass[name] !== undefined && !W3C_DATE.test(String(pass[name])))
      problems.push(`${name} must be a W3C date`);
  if (pass.voided !== undefined && typeof pass.voided !== "boolean")
    problems.push("voided must be a boolean");
  return problems;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The images a pass may carry, at @1x, @2x or @3x (a localised copy sits in `<language>.lproj/`). */
const IMAGE_FILE =
  /^(?:[A-Za-z-]+\.lproj\/)?(?:logo|icon|strip|footer|background|thumbnail)(?:@[23]x)?\.png$/;
const OTHER_FILES = new Set(["pass.json", "manifest.json", "signature", "personalization.json"]);
const STRINGS_FILE = /^[A-Za-z-]+\.lproj\/pass\.strings$/;

/**
 * Every way the package departs from Apple's rules: pass.json valid (passJsonProblems), icon.png present ("the
 * icon image is required": notifications and the lock screen show it), every image a PNG under one of Apple's
 * names, `<language>.lproj/pass.strings` for translations and no other files.
 */
export function passPackageProblems(files: Record<string, Buffer>): string[] {
  const problems: string[] = [];
  const passJson = files["pass.json"];
  if (!passJson) problems.push("pass.json is missing");
  else {
    try {
      problems.push(...passJsonProblems(JSON.parse(passJson.toString("utf8"))));
    } catch {
      problems.push("pass.json is not JSON");
    }
  }
  if (!files["icon.png"]) problems.push("icon.png is missing");
  for (const [name, bytes] of Object.entries(files)) {
    if (OTHER_FILES.has(name) || STRINGS_FILE.test(name)) continue;
    if (!IMAGE_FILE.test(name)) problems.push(`${name} is not a file a pass may carry`);
    else if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) problems.push(`${name} is not a PNG`);
  }
  return problems;
}

type Field = {
  key?: unknown;
  label?: unknown;
  value?: unknown;
  dateStyle?: unknown;
  ignoresTimeZone?: unknown;
};

function fieldsOf(pass: Json): { front: Field[]; back: Field[] } {
  const style = STYLES.find((name) => isObject(pass[name]));
  const dictionary = style ? (pass[style] as Json) : {};
  const group = (name: string) => (Array.isArray(dictionary[name]) ? (dictionary[name] as Field[]) : []);
  return {
    front: ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields"].flatMap(group),
    back: group("backFields"),
  };
}

/** The offset a zone has at an instant, as W3C writes it (`+01:00`; `Z` for none). */
function offsetIn(zone: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const offset = name.replace("GMT", "");
  return offset === "" || offset === "+00:00" ? "Z" : offset;
}

/**
 * What the service promises a pass shows, given what it was built from: each of `backTexts` (the program's
 * terms, contacts …) and each of `offerNames` on the back, no offer but these, and every calendar date on the
 * front written in `timeZone`'s offset (so it reads the day the back's texts, formatted in that zone, state).
 */
export function passContentProblems(
  pass: unknown,
  expected: { backTexts?: string[]; offerNames?: string[]; timeZone?: string },
): string[] {
  if (!isObject(pass)) return ["pass.json is not a dictionary"];
  const { front, back } = fieldsOf(pass);
  const backText = back
    .map((field) => `${String(field.label ?? "")}\n${String(field.value ?? "")}`)
    .join("\n");
  const problems: string[] = [];
  for (const text of expected.backTexts ?? [])
    if (!backText.includes(text)) problems.push(`the back does not show ${JSON.stringify(text)}`);
  if (expected.offerNames) {
    const shown = back.filter((field) => String(field.key).startsWith("offer-")).map((field) => field.label);
    for (const name of expected.offerNames)
      if (!shown.includes(name)) problems.push(`the back does not show the offer ${name}`);
    for (const name of shown)
      if (!expected.offerNames.includes(String(name)))
        problems.push(`the back shows the offer ${String(name)}`);
  }
  if (expected.timeZone) {
    const zone = expected.timeZone;
    for (const field of [...front, ...back]) {
      if (field.dateStyle === undefined || field.ignoresTimeZone !== true) continue;
      const value = String(field.value);
      const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(value)?.[1];
      if (offset !== offsetIn(zone, new Date(value)))
        problems.push(`${String(field.key)}: ${value} is not written in ${zone}`);
    }
  }
  return problems;
}
