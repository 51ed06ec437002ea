import { formatDateTimeInZone } from "@/components/i18n/format";
import type { MemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import type { Language } from "@/lib/i18n/language";
import type { ProfileChange } from "@/lib/services/members/profile-changes";

type HistoryProps = {
  changes: ProfileChange[];
  messages: MemberMessages;
  language: Language;
  /** The program's zone (UTC when it has none), as the points history uses. */
  timeZone: string;
  /** Custom fields' display names by name. */
  customFieldLabels: ReadonlyMap<string, string>;
};

/** "Profile changed: E-mail, Phone" — a field's label in the page's language; a custom field by its display name. */
export function profileChangeText(
  { fields, by }: Pick<ProfileChange, "fields" | "by">,
  messages: MemberMessages,
  customFieldLabels: ReadonlyMap<string, string>,
) {
  const labels = messages.member.fields as Record<string, string>;
  const names = fields.map((field) => {
    if (field.startsWith("customFields.")) {
      const name = field.slice("customFields.".length);
      return customFieldLabels.get(name) ?? name;
    }
    return labels[field] ?? field;
  });
  const line = by === "member" ? messages.profileHistory.lineByMember : messages.profileHistory.line;
  return line(names.join(", "));
}

/** The member's profile changes, newest first: when, and which fields (never their values). */
export function MemberProfileHistory({
  changes,
  messages,
  language,
  timeZone,
  customFieldLabels,
}: HistoryProps) {
  const text = messages.profileHistory;
  return (
    <section className="form-section" aria-labelledby="member-profile-history">
      <h2 id="member-profile-history" className={styles.sectionTitle}>
        {text.title}
      </h2>
      {changes.length === 0 ? (
        <p className="muted">{text.empty}</p>
      ) : (
        <ul className={styles.profileHistory} aria-label={text.caption}>
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.createdAt} className="muted">
                {formatDateTimeInZone(change.createdAt, language, timeZone)}
              </time>{" "}
              <span>{profileChangeText(change, messages, customFieldLabels)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
