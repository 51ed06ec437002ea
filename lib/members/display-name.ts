/** What a member's name is made of; the API's member, the stored member and the scanner's all fit. */
export type NamedMember = { firstName?: string | null; lastName?: string | null };

/**
 * How a member is named wherever a person reads it (passes, card pages, e-mails, the dashboard, the scanner):
 * first and last name, each trimmed, one space between. When neither is given, `fallback` (by default "").
 * The one place this is built; browser-safe, so server and components share it.
 */
export function displayNameOf(member: NamedMember): string;
export function displayNameOf<Fallback>(member: NamedMember, fallback: Fallback): string | Fallback;
export function displayNameOf(member: NamedMember, fallback: unknown = ""): unknown {
  const parts = [member.firstName, member.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : fallback;
}
