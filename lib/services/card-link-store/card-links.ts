import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { CardLink } from "@/lib/db/models/card-link";
import { upsertRetryingRace } from "@/lib/db/upsert-race";
import type { Language } from "@/lib/i18n/language";
import { CARD_LINK_TOKEN_PATTERN } from "@/lib/schemas/card-link";
import {
  cardLinkHashOf,
  cardLinkIdOf,
  newCardLinkToken,
} from "@/lib/services/card-link-store/card-link-token";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";

export type CardLinkOwner = { subject: PassSubject; merchantId: string; programId: string };
export type ResolvedCardLink = CardLinkOwner & { language: Language };

/**
 * A new link for the subject, replacing its previous one (which stops working at once): answers the token,
 * which the caller puts in an e-mail and nowhere else.
 */
export async function issueCardLink({
  subject,
  merchantId,
  programId,
  language,
}: CardLinkOwner & { language: Language }): Promise<string> {
  const token = newCardLinkToken();
  await connectToDatabase();
  await upsertRetryingRace(() =>
    CardLink.updateOne(
      { _id: cardLinkIdOf(subject) },
      {
        $set: {
          subjectKind: subject.kind,
          subjectId: new Types.ObjectId(subject.id),
          merchantId: new Types.ObjectId(merchantId),
          programId: new Types.ObjectId(programId),
          tokenHash: cardLinkHashOf(token),
          language,
        },
      },
      { upsert: true },
    ),
  );
  return token;
}

/**
 * The subject a presented token opens, by an equality look-up of its hash; null for anything that is not a
 * live link (malformed, replaced, revoked). The caller still checks that the subject itself exists.
 */
export async function resolveCardLink(token: string): Promise<ResolvedCardLink | null> {
  if (!CARD_LINK_TOKEN_PATTERN.test(token)) return null;
  await connectToDatabase();
  const link = await CardLink.findOne({ tokenHash: cardLinkHashOf(token) }).lean();
  if (!link) return null;
  return {
    subject: { kind: link.subjectKind, id: String(link.subjectId) },
    merchantId: String(link.merchantId),
    programId: String(link.programId),
    language: link.language === "de" ? "de" : "en",
  };
}

/** The language the subject's link e-mails were written in, or null when it never had a link. */
export async function cardLinkLanguageOf(subject: PassSubject): Promise<Language | null> {
  await connectToDatabase();
  const link = await CardLink.findById(cardLinkIdOf(subject), { language: 1 }).lean();
  if (!link) return null;
  return link.language === "de" ? "de" : "en";
}

/** Kills the subject's link (erasure, purge, or before a replacement is mailed). */
export async function revokeCardLink(subject: PassSubject): Promise<void> {
  await connectToDatabase();
  await CardLink.deleteOne({ _id: cardLinkIdOf(subject) });
}
