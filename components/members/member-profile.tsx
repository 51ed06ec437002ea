import { Fragment, type ReactNode } from "react";
import { formatCount, formatDate } from "@/components/i18n/format";
import type { MemberMessages } from "@/components/members/i18n/messages";
import { MemberStatusBadge } from "@/components/members/member-status-badge";
import styles from "@/components/members/members.module.css";
import type { Language } from "@/lib/i18n/language";
import type { MemberDto } from "@/lib/schemas/member";
import type { ProgramDto } from "@/lib/services/programs/program-dto";

type ProfileProps = {
  member: MemberDto;
  program: Pick<ProgramDto, "customFields">;
  messages: MemberMessages;
  language: Language;
};

const textOf = (value: unknown, none: string) =>
  value === null || value === undefined || value === ""
    ? none
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** Yes, no, or pending: asked for on the join page and not yet confirmed by the e-mailed link (decision 042). */
const marketingConsentText = (
  status: MemberDto["marketingConsentStatus"],
  words: Pick<MemberMessages["member"], "yes" | "no" | "marketingPending">,
) => (status === "given" ? words.yes : status === "pending" ? words.marketingPending : words.no);

/** The member's data as stored: status, balance and tier first, then the person, then the custom fields. */
export function MemberProfile({ member, program, messages, language }: ProfileProps) {
  const { fields, none } = messages.member;
  const rows: [string, ReactNode][] = [
    [fields.status, <MemberStatusBadge key="status" status={member.status} messages={messages} />],
    [fields.points, formatCount(member.points, language)],
    [fields.lifetimePoints, formatCount(member.lifetimePoints, language)],
    [fields.tier, member.tier ?? none],
    [fields.memberNumber, <code key="number">{member.memberNumber}</code>],
    [fields.referralCode, <code key="referral">{member.referralCode}</code>],
    [fields.email, textOf(member.email, none)],
    [fields.phone, textOf(member.phone, none)],
    [fields.firstName, textOf(member.firstName, none)],
    [fields.lastName, textOf(member.lastName, none)],
    [fields.birthday, member.birthday ? formatDate(member.birthday, language) : none],
    [fields.externalId, textOf(member.externalId, none)],
    [fields.marketingConsent, marketingConsentText(member.marketingConsentStatus, messages.member)],
    [
      fields.joined,
      <time key="joined" dateTime={member.createdAt}>
        {formatDate(member.createdAt, language)}
      </time>,
    ],
  ];
  // The program's fields by their display names, then any stored value the program no longer defines.
  const defined = (program.customFields ?? []).map((field) => field.name);
  const custom: [string, string][] = [
    ...(program.customFields ?? []).map(
      (field) =>
        [field.displayName || field.name, textOf(member.customFields[field.name], none)] as [string, string],
    ),
    ...Object.entries(member.customFields)
      .filter(([name]) => !defined.includes(name))
      .map(([name, value]) => [name, textOf(value, none)] as [string, string]),
  ];
  return (
    <section className="form-section" aria-labelledby="member-profile">
      <h2 id="member-profile" className={styles.sectionTitle}>
        {messages.member.profile}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {custom.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{messages.member.customFields}</h3>
          <dl className={styles.details}>
            {custom.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
