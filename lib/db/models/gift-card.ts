import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";

/** Stored statuses; `expired` and `depleted` are derived on read from `expiresAt` and the ledger balance. */
export const STORED_CARD_STATUSES = ["pending", "active", "suspended", "voided"] as const;

/** Cards per bucket: a listing page reads whole buckets by `{programId, bucket}` equality. */
export const CARD_BUCKET_SIZE = 100;
export const bucketOf = (seq: number) => Math.floor(seq / CARD_BUCKET_SIZE);

// One-field keys for the embedded database: FerretDB pushes each top-level equality down as jsonb `@>`, and
// PostgreSQL can only use the GIN index of a leading index key, so a probe for `seq` alone would recheck
// every card of the program. These keys make each probe and each bucket read one index lookup.
export const seqKeyOf = (programId: unknown, seq: number) => `${String(programId)}:${seq}`;
export const bucketKeyOf = (programId: unknown, bucket: number) => `${String(programId)}:${bucket}`;

const giftCardSchema = new Schema(
  {
    merchantId: { type: Schema.Types.ObjectId, ref: "Merchant", required: true },
    programId: { type: Schema.Types.ObjectId, ref: "Program", required: true },
    /** Dense per-program number (1, 2, 3 …), allocated by inserting last + 1; never reused, even after a purge. */
    seq: { type: Number, required: true },
    bucket: { type: Number, required: true },
    seqKey: { type: String, required: true },
    bucketKey: { type: String, required: true },
    /** A purged tombstone keeps its `seq` slot (the sequence stays dense) and gets `purged-<id>` here. */
    cardNumber: { type: String, required: true },
    lastFourDigits: { type: String, default: null },
    /** Cards issued before decision 046 kept only an argon2 hash of a code nobody was told: never asked for. */
    securityCodeHash: { type: String, default: null },
    /** The 6-digit security code, sealed (AES-256-GCM, card-bound; decision 046): shown to the holder only. */
    securityCodeSealed: { type: String, default: null },
    initialValueCents: { type: Number, default: null },
    currency: { type: String, default: null },
    status: { type: String, enum: [...STORED_CARD_STATUSES, null], default: "active" },
    expiresAt: { type: Date, default: null },
    // Personal data: all of it is cleared by an erasure.
    customerId: { type: String, default: null },
    /** Trimmed and lower-cased. */
    customerEmail: { type: String, default: null },
    customerPhone: { type: String, default: null },
    customerName: { type: String, default: null },
    senderName: { type: String, default: null },
    customMessage: { type: String, default: null },
    /** HMACs of the normalised e-mail and customer id: erasure and export find a person by equality. */
    customerEmailHash: { type: String, default: null },
    customerIdHash: { type: String, default: null },
    erasedAt: { type: Date, default: null },
    erasureRequestId: { type: Schema.Types.ObjectId, default: null },
    deletedAt: { type: Date, default: null },
    purgedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

giftCardSchema.index({ programId: 1, seq: 1 }, { unique: true });
giftCardSchema.index({ programId: 1, bucket: 1 });
giftCardSchema.index({ seqKey: 1 }, { unique: true });
giftCardSchema.index({ bucketKey: 1 });
giftCardSchema.index({ customerEmailHash: 1, merchantId: 1 });
giftCardSchema.index({ customerIdHash: 1, merchantId: 1 });
giftCardSchema.index({ cardNumber: 1 }, { unique: true });
giftCardSchema.index({ lastFourDigits: 1, programId: 1 });

export type GiftCardDocument = InferSchemaType<typeof giftCardSchema>;
export const GiftCard: Model<GiftCardDocument> =
  (models.GiftCard as Model<GiftCardDocument> | undefined) ?? model("GiftCard", giftCardSchema);
