import { type InferSchemaType, type Model, model, models, Schema } from "mongoose";
import { LANGUAGES } from "@/lib/i18n/language";

/**
 * One live link to a card page (a loyalty member's or a gift card's): `_id` is the subject and the e-mail that
 * carried it (`member:<id>:<linkId>`; rows written before decision 033 are `member:<id>`), `tokenHash` a keyed
 * hash of the link's token. The token is only ever in that e-mail (decision 018). A subject may hold several
 * links: a repeated join adds one and never kills the ones its owner holds (decision 033); replacing, erasing,
 * deleting and purging remove them all.
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
    /** Why the link was sent (`joined`, `repeat`, `replaced`, `issued`); rows of before decision 033 have none. */
    reason: { type: String, default: null },
    /** When the link first opened its card page; null until then (rows of before decision 033 have none). */
    openedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

cardLinkSchema.index({ tokenHash: 1 }, { unique: true });
// The purge of a whole program removes its links by this equality.
cardLinkSchema.index({ programId: 1 });
// A subject's links, to remove them all or to count the ones a repeated join added.
cardLinkSchema.index({ subjectId: 1 });

export type CardLinkDocument = InferSchemaType<typeof cardLinkSchema>;
export const CardLink: Model<CardLinkDocument> =
  (models.CardLink as Model<CardLinkDocument> | undefined) ?? model("CardLink", cardLinkSchema, "card_links");
