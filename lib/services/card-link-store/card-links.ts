import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { CardLink } from "@/lib/db/models/card-link";
import { newestFirst } from "@/lib/db/newest-first";
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
 * How many links sent because someone repeated a join a subject keeps while nobody has opened them: a stranger can
 * ask for such e-mails (a few an hour), so they cannot pile up; the oldest unopened one goes first. A link that was
 * opened, and the one sent when the member joined or the merchant replaced the links, are never removed this way.
 */
export const MAX_UNOPENED_REPEAT_LINKS = 3;

const subjectFilter = (subject: PassSubject) => ({
  subjectId: new Types.ObjectId(subject.id),
  subjectKind: subject.kind,
});

/** Keeps the newest few unopened links a repeated join sent; the subject's other links stay as they are. */
async function pruneUnopenedRepeats(subject: PassSubject) {
  const links = await CardLink.find(subjectFilter(subject), { reason: 1, openedAt: 1, createdAt: 1 }).lean();
  const unopened = links
    .filter((link) => link.reason === "repeat" && link.openedAt === null)
    .sort(newestFirst);
  for (const link of unopened.slice(MAX_UNOPENED_REPEAT_LINKS)) await CardLink.deleteOne({ _id: link._id });
}

/**
 * A new link for the subject, added to the links it already holds: answers the token, which the caller puts in an
 * e-mail and nowhere else. `linkId` names the e-mail: sending it again (a retry) replaces that e-mail's link only.
 */
export async function issueCardLink({
  subject,
  merchantId,
  programId,
  language,
  linkId,
  reason,
}: CardLinkOwner & { language: Language; linkId: string; reason: string }): Promise<string> {
  const token = newCardLinkToken();
  await connectToDatabase();
  await upsertRetryingRace(() =>
    CardLink.updateOne(
      { _id: cardLinkIdOf(subject, linkId) },
      {
        $set: {
          subjectKind: subject.kind,
          subjectId: new Types.ObjectId(subject.id),
          merchantId: new Types.ObjectId(merchantId),
          programId: new Types.ObjectId(programId),
          tokenHash: cardLinkHashOf(token),
          language,
          reason,
          openedAt: null,
        },
      },
      { upsert: true },
    ),
  );
  if (reason === "repeat") await pruneUnopenedRepeats(subject);
  return token;
}

/**
 * The subject a presented token opens, by an equality look-up of its hash; null for anything that is not a
 * live link (malformed, replaced, revoked). The first time a link opens it is marked opened, which keeps it from
 * ever being pruned. The caller still checks that the subject itself exists.
 */
export async function resolveCardLink(
  token: string,
  now: Clock = systemClock,
): Promise<ResolvedCardLink | null> {
  if (!CARD_LINK_TOKEN_PATTERN.test(token)) return null;
  await connectToDatabase();
  const link = await CardLink.findOne({ tokenHash: cardLinkHashOf(token) }).lean();
  if (!link) return null;
  if (link.openedAt === null) await CardLink.updateOne({ _id: link._id }, { $set: { openedAt: now() } });
  return {
    subject: { kind: link.subjectKind, id: String(link.subjectId) },
    merchantId: String(link.merchantId),
    programId: String(link.programId),
    language: link.language === "de" ? "de" : "en",
  };
}

/** The language of the subject's newest link e-mail, or null when it never had a link. */
export async function cardLinkLanguageOf(subject: PassSubject): Promise<Language | null> {
  await connectToDatabase();
  const links = await CardLink.find(subjectFilter(subject), { language: 1, updatedAt: 1 }).lean();
  const newest = links.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  if (!newest) return null;
  return newest.language === "de" ? "de" : "en";
}

/** Kills every link of the subject (erasure, deletion, purge, or before a replacement is mailed). */
export async function revokeCardLink(subject: PassSubject): Promise<void> {
  await connectToDatabase();
  await CardLink.deleteMany(subjectFilter(subject));
}
