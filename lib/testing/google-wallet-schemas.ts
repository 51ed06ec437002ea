import { z } from "zod";

// What Google's Wallet REST API (walletobjects v1) accepts in a request body, for the stand-in
// (google-wallet-stand-in.ts): the resources this service writes, with the fields Google's reference marks
// "Required." and the JSON type of every field we send (or might). Written from the reference (the resources
// LoyaltyClass, LoyaltyObject, GiftCardClass, GiftCardObject, OfferClass, OfferObject and their types Image,
// LocalizedString, Barcode, Money, LoyaltyPoints, TextModuleData, TimeInterval, MerchantLocation; the "Google Wallet API JWT"
// page for the save link), not from the code that builds them, so a test fails where the builder drifts from
// what Google takes. Objects are strict: Google answers 400 "Unknown name" for a field it does not have, so a
// field missing here is one to look up in the reference and add, not to loosen.

/** Enumerations take their legacy lower-case aliases too, as Google's reference lists them. */
const STATES = ["ACTIVE", "active", "COMPLETED", "completed", "EXPIRED", "expired", "INACTIVE", "inactive"];
const REVIEW_STATUSES = [
  "UNDER_REVIEW",
  "underReview",
  "APPROVED",
  "approved",
  "REJECTED",
  "rejected",
  "DRAFT",
  "draft",
];
const REDEMPTION_CHANNELS = [
  "INSTORE",
  "instore",
  "ONLINE",
  "online",
  "BOTH",
  "both",
  "TEMPORARY_PRICE_REDUCTION",
  "temporaryPriceReduction",
];
const BARCODE_TYPES = [
  "AZTEC",
  "aztec",
  "CODE_39",
  "code39",
  "CODE_128",
  "code128",
  "CODABAR",
  "codabar",
  "DATA_MATRIX",
  "dataMatrix",
  "EAN_8",
  "ean8",
  "EAN_13",
  "ean13",
  "EAN13",
  "ITF_14",
  "itf14",
  "PDF_417",
  "pdf417",
  "PDF417",
  "QR_CODE",
  "qrCode",
  "qrcode",
  "UPC_A",
  "upcA",
  "TEXT_ONLY",
  "textOnly",
];

const text = () => z.string();
/** Required text: proto3 cannot tell an empty string from an absent one, so Google refuses both. */
const requiredText = () => z.string().min(1);
/** `issuerId.identifier`, the identifier of letters, digits, '.', '_' and '-' only. */
const resourceId = () => z.string().regex(/^\d+\.[A-Za-z0-9._-]+$/, "must be <issuerId>.<identifier>");
/** Proto3 JSON: an int64 is a decimal string or a number; an int32 a number (or its decimal string). */
const int64 = () => z.union([z.string().regex(/^-?\d+$/), z.number().int()]);
const int32 = () =>
  z.union([
    z
      .number()
      .int()
      .min(-(2 ** 31))
      .max(2 ** 31 - 1),
    z.string().regex(/^-?\d{1,10}$/),
  ]);
/** ISO 8601 extended date or date-time, with or without an offset (DateTime.date). */
const isoDateTime = () =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/);

const kind = { kind: text().optional() };
const translatedString = z.strictObject({ ...kind, language: text(), value: text() });
const localizedString = z.strictObject({
  ...kind,
  defaultValue: translatedString.optional(),
  translatedValues: z.array(translatedString).optional(),
});
const imageUri = z.strictObject({
  uri: requiredText(),
  description: text().optional(),
  localizedDescription: localizedString.optional(),
});
const image = z.strictObject({
  ...kind,
  sourceUri: imageUri,
  contentDescription: localizedString.optional(),
});
const uri = z.strictObject({
  ...kind,
  uri: text(),
  description: text().optional(),
  localizedDescription: localizedString.optional(),
  id: text().optional(),
});
const barcode = z.strictObject({
  ...kind,
  type: z.enum(BARCODE_TYPES),
  renderEncoding: z.enum(["RENDER_ENCODING_UNSPECIFIED", "UTF_8"]).optional(),
  value: text(),
  alternateText: text().optional(),
  showCodeText: localizedString.optional(),
});
const money = z.strictObject({ ...kind, micros: int64(), currencyCode: z.string().regex(/^[A-Z]{3}$/) });
const loyaltyPoints = z.strictObject({
  label: text().optional(),
  localizedLabel: localizedString.optional(),
  balance: z
    .strictObject({
      string: text().optional(),
      int: int32().optional(),
      double: z.number().optional(),
      money: money.optional(),
    })
    .optional(),
});
const textModuleData = z.strictObject({
  id: text().optional(),
  header: text().optional(),
  body: text().optional(),
  localizedHeader: localizedString.optional(),
  localizedBody: localizedString.optional(),
});
const dateTime = z.strictObject({ date: isoDateTime() });
const timeInterval = z.strictObject({ ...kind, start: dateTime.optional(), end: dateTime.optional() });
const linksModuleData = z.strictObject({ uris: z.array(uri).optional() });
const imageModuleData = z.strictObject({ id: text().optional(), mainImage: image.optional() });
const message = z.strictObject({
  ...kind,
  id: text().optional(),
  header: text().optional(),
  body: text().optional(),
  localizedHeader: localizedString.optional(),
  localizedBody: localizedString.optional(),
  displayInterval: timeInterval.optional(),
  messageType: z
    .enum(["TEXT", "text", "EXPIRATION_NOTIFICATION", "expirationNotification", "TEXT_AND_NOTIFY"])
    .optional(),
});
/** The modules both classes and objects may carry. */
const modules = {
  textModulesData: z.array(textModuleData).optional(),
  linksModuleData: linksModuleData.optional(),
  imageModulesData: z.array(imageModuleData).optional(),
  messages: z.array(message).optional(),
};

/** MerchantLocation: geofenced notifications near a shop; the reference allows at most 10 on a class. */
const merchantLocation = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Fields every class may carry (of those this service could send). */
const classFields = {
  ...kind,
  id: resourceId(),
  issuerName: requiredText(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  localizedIssuerName: localizedString.optional(),
  homepageUri: uri.optional(),
  hexBackgroundColor: text().optional(),
  heroImage: image.optional(),
  ...modules,
  countryCode: text().optional(),
  merchantLocations: z.array(merchantLocation).max(10).optional(),
  version: int64().optional(),
};
/** Fields every object may carry (of those this service could send). */
const objectFields = {
  ...kind,
  id: resourceId(),
  classId: resourceId(),
  state: z.enum(STATES),
  barcode: barcode.optional(),
  validTimeInterval: timeInterval.optional(),
  ...modules,
  heroImage: image.optional(),
  hexBackgroundColor: text().optional(),
  disableExpirationNotification: z.boolean().optional(),
  version: int64().optional(),
};

export const GOOGLE_WALLET_SCHEMAS = {
  loyaltyClass: z.strictObject({
    ...classFields,
    programName: requiredText(),
    programLogo: image,
    localizedProgramName: localizedString.optional(),
    wideProgramLogo: image.optional(),
    accountIdLabel: text().optional(),
    accountNameLabel: text().optional(),
    rewardsTier: text().optional(),
    rewardsTierLabel: text().optional(),
    localizedAccountIdLabel: localizedString.optional(),
    localizedAccountNameLabel: localizedString.optional(),
    localizedRewardsTier: localizedString.optional(),
    localizedRewardsTierLabel: localizedString.optional(),
  }),
  loyaltyObject: z.strictObject({
    ...objectFields,
    accountId: text().optional(),
    accountName: text().optional(),
    loyaltyPoints: loyaltyPoints.optional(),
    secondaryLoyaltyPoints: loyaltyPoints.optional(),
    linkedOfferIds: z.array(resourceId()).optional(),
  }),
  giftCardClass: z.strictObject({
    ...classFields,
    merchantName: text().optional(),
    localizedMerchantName: localizedString.optional(),
    programLogo: image.optional(),
    wideProgramLogo: image.optional(),
    cardNumberLabel: text().optional(),
    localizedCardNumberLabel: localizedString.optional(),
    pinLabel: text().optional(),
    localizedPinLabel: localizedString.optional(),
    eventNumberLabel: text().optional(),
    allowBarcodeRedemption: z.boolean().optional(),
  }),
  giftCardObject: z.strictObject({
    ...objectFields,
    cardNumber: requiredText(),
    pin: text().optional(),
    balance: money.optional(),
    balanceUpdateTime: dateTime.optional(),
    eventNumber: text().optional(),
  }),
  offerClass: z.strictObject({
    ...classFields,
    provider: requiredText(),
    title: requiredText(),
    redemptionChannel: z.enum(REDEMPTION_CHANNELS),
    details: text().optional(),
    finePrint: text().optional(),
    shortTitle: text().optional(),
    titleImage: image.optional(),
    helpUri: uri.optional(),
    localizedTitle: localizedString.optional(),
    localizedDetails: localizedString.optional(),
    localizedProvider: localizedString.optional(),
  }),
  offerObject: z.strictObject({ ...objectFields }),
} as const;

export type GoogleWalletCollectionName = keyof typeof GOOGLE_WALLET_SCHEMAS;

export const isGoogleWalletCollection = (name: string): name is GoogleWalletCollectionName =>
  Object.hasOwn(GOOGLE_WALLET_SCHEMAS, name);

/**
 * `POST <collection>/{resourceId}/addMessage`: the reference's AddMessageRequest, one `message` (the Message type
 * above). `messageType` TEXT_AND_NOTIFY also notifies the holder (at most 3 notifications a pass in 24 hours).
 */
export const googleAddMessageSchema = z.strictObject({ message });

/** What Google would refuse in an addMessage body (400 INVALID_ARGUMENT); empty when it would take it. */
export function googleAddMessageProblems(body: unknown): string[] {
  const result = googleAddMessageSchema.safeParse(body);
  return result.success ? [] : problemsOf(result.error);
}

/** How a body reaches Google: `insert` (POST) and `update` (PUT) carry the whole resource; `patch` any part. */
export type GoogleWriteMode = "insert" | "update" | "patch";

const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);

/** What Google would refuse in this body (400 INVALID_ARGUMENT); empty when it would take it. */
export function googleBodyProblems(
  collection: GoogleWalletCollectionName,
  body: unknown,
  mode: GoogleWriteMode,
): string[] {
  const schema = GOOGLE_WALLET_SCHEMAS[collection];
  const result = mode === "patch" ? schema.partial().safeParse(body) : schema.safeParse(body);
  return result.success ? [] : problemsOf(result.error);
}

const objectReference = z.strictObject({ id: resourceId() });
/** A save link names objects by id (they exist already) or carries them whole; classes only whole. */
const saved = (schema: z.ZodType) =>
  z
    .array(z.union([objectReference, schema]))
    .min(1)
    .optional();

/** The claims of a "Save to Google Wallet" JWT (the reference's "Google Wallet API JWT"). */
export const googleSaveJwtSchema = z.strictObject({
  iss: requiredText(),
  aud: z.literal("google"),
  typ: z.literal("savetowallet"),
  iat: z.number().int(),
  // Required, and may be empty (the reference's own example for a link has `[]`): it names the sites that may
  // show Google's JavaScript button, which a plain link does not use.
  origins: z.array(z.url({ protocol: /^https?$/ })),
  payload: z
    .strictObject({
      loyaltyClasses: z.array(GOOGLE_WALLET_SCHEMAS.loyaltyClass).optional(),
      loyaltyObjects: saved(GOOGLE_WALLET_SCHEMAS.loyaltyObject),
      giftCardClasses: z.array(GOOGLE_WALLET_SCHEMAS.giftCardClass).optional(),
      giftCardObjects: saved(GOOGLE_WALLET_SCHEMAS.giftCardObject),
      offerClasses: z.array(GOOGLE_WALLET_SCHEMAS.offerClass).optional(),
      offerObjects: saved(GOOGLE_WALLET_SCHEMAS.offerObject),
    })
    .refine((payload) => Object.values(payload).some((list) => list && list.length > 0), "names no pass"),
});

/** What Google's save page would refuse in these claims; empty when it would take them. */
export function googleSaveJwtProblems(claims: unknown): string[] {
  const result = googleSaveJwtSchema.safeParse(claims);
  return result.success ? [] : problemsOf(result.error);
}
