import type { Types } from "mongoose";
import type { GdprSubjectKind } from "@/lib/db/models/gdpr-request";

type Id = string | Types.ObjectId | null | undefined;

/** Who a request is about, as stored on the request: the scope's ids and HMACs, never the values. */
export type SubjectFilter = {
  programId?: Id;
  cardId?: Id;
  memberId?: Id;
  emailHash?: string | null | undefined;
  customerIdHash?: string | null | undefined;
};

export type SubjectItem = { _id: Types.ObjectId; programId: Types.ObjectId };

/**
 * One kind of record that holds a person's data (gift cards, members). The erasure state machine, the export
 * and the audit trail work on any kind through these few operations; a kind knows only its own collection.
 */
export type SubjectKind<Item extends SubjectItem = SubjectItem, Exported = unknown> = {
  name: GdprSubjectKind;
  /** Where the stored request keeps the ids it reached. */
  affectedField: "affectedCards" | "affectedMembers";
  /** Where an export answer lists them. */
  exportKey: "cards" | "members";
  /** The erasure's test seam fires this after each item. */
  erasedStep: "card-erased" | "member-erased";
  /** "gift card" / "member" and the counted form "2 gift cards". */
  label: string;
  count: (count: number) => string;
  /**
   * The merchant's items that hold data of the subject: every identifier given must match. Items already
   * erased by `requestId` count, so a resumed request keeps its full list.
   */
  find: (options: {
    merchantId: string | Types.ObjectId;
    subject: SubjectFilter;
    requestId?: Types.ObjectId;
  }) => Promise<Item[]>;
  /** Clears the item's personal data; idempotent. Answers the item's program (for the retention period). */
  erase: (options: {
    id: Types.ObjectId;
    requestId: Types.ObjectId;
    at: Date;
  }) => Promise<Types.ObjectId | null>;
  // A method, so a kind of cards or members is a SubjectKind of any item (parameters are bivariant).
  exportItems(items: Item[], at: Date): Promise<Exported[]>;
};

export const plural = (count: number, singular: string) => `${count} ${singular}${count === 1 ? "" : "s"}`;
