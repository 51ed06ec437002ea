import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { LANGUAGES } from "@/lib/i18n/language";

/**
 * The one live link to a card page per subject (a loyalty member; a gift card later): `_id` is the subject
 * (`member:<id>`, so there is never a second row), `tokenHash` a keyed hash of the link's token. The token is
 * only ever in the e-mail that carried it (decision 018): replacing the row's hash kills the old link.
 */
const cardLinkSchema = new Schema(
  {
    _id: { type: String, required: true },
    subjectKind: { type: String, enum: ["member", "giftcard"], required: true },
    subjectId: { type: Schema.Types.ObjectId, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    programId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    /** The language the link's e-mails are written in: the one the person joined in. */
    language: { type: String, enum: LANGUAGES, default: "en" },
  },
  { timestamps: true },
);

cardLinkSchema.index({ tokenHash: 1 }, { unique: true });
// The purge of a whole program removes its links by this equality.
cardLinkSchema.index({ programId: 1 });

export type CardLinkDocument = InferSchemaType<typeof cardLinkSchema>;
export const CardLink: Model<CardLinkDocument> =
  (models.CardLink as Model<CardLinkDocument> | undefined) ?? model("CardLink", cardLinkSchema, "card_links");
