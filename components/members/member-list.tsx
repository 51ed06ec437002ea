import Link from "next/link";
import { formatCount, formatDate } from "@/components/i18n/format";
import type { MemberMessages } from "@/components/members/i18n/messages";
import { type MemberListQuery, memberListHref, memberNameOf } from "@/components/members/list-query";
import { MemberStatusBadge } from "@/components/members/member-status-badge";
import styles from "@/components/members/members.module.css";
import { ButtonLink } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";
import type { MemberDto } from "@/lib/schemas/member";

type ListProps = { programId: string; members: MemberDto[]; messages: MemberMessages; language: Language };

const memberHref = (programId: string, member: MemberDto) => `/programs/${programId}/members/${member.id}`;

/** The desktop layout: one row per member; name, e-mail and number rather than the database id. */
export function MemberTable({ programId, members, messages, language }: ListProps) {
  const { columns } = messages.list;
  return (
    <div className="table-wrap only-desktop">
      <table className="table">
        <caption className="visually-hidden">{messages.list.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.member}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.memberNumber}</th>
            <th scope="col">{columns.points}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.joined}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-member={member.memberNumber}>
              <th scope="row">
                <Link href={memberHref(programId, member)}>{memberNameOf(member)}</Link>
              </th>
              <td>{member.email ?? "—"}</td>
              <td>
                <code className={styles.number}>{member.memberNumber}</code>
              </td>
              <td className={styles.number}>{formatCount(member.points, language)}</td>
              <td>
                <MemberStatusBadge status={member.status} messages={messages} />
              </td>
              <td className="nowrap">
                <time dateTime={member.createdAt}>{formatDate(member.createdAt, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone layout: one card per member. */
export function MemberCards({ programId, members, messages, language }: ListProps) {
  const { columns } = messages.list;
  return (
    <ul className="program-cards only-phone" aria-label={messages.list.caption}>
      {members.map((member) => (
        <li key={member.id} className="card program-card" data-member={member.memberNumber}>
          <h2>
            <Link href={memberHref(programId, member)}>{memberNameOf(member)}</Link>
          </h2>
          <dl>
            {member.email && (
              <>
                <dt>{columns.email}</dt>
                <dd>{member.email}</dd>
              </>
            )}
            <dt>{columns.memberNumber}</dt>
            <dd>
              <code className={styles.number}>{member.memberNumber}</code>
            </dd>
            <dt>{columns.points}</dt>
            <dd className={styles.number}>{formatCount(member.points, language)}</dd>
            <dt>{columns.status}</dt>
            <dd>
              <MemberStatusBadge status={member.status} messages={messages} />
            </dd>
            <dt>{columns.joined}</dt>
            <dd>
              <time dateTime={member.createdAt}>{formatDate(member.createdAt, language)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Previous / next: the API answers `hasMore`, not a total (counting would read every member). */
export function MemberPagination({
  programId,
  query,
  hasMore,
  messages,
}: {
  programId: string;
  query: MemberListQuery;
  hasMore: boolean;
  messages: MemberMessages;
}) {
  const text = messages.list.pagination;
  if (query.page === 1 && !hasMore) return null;
  return (
    <nav className="pagination" aria-label={text.label}>
      <p className="muted">{text.page(query.page)}</p>
      <div className="pagination__links">
        {query.page > 1 && (
          <ButtonLink
            href={memberListHref(programId, { ...query, page: query.page - 1 })}
            variant="secondary"
            size="small"
          >
            {text.previous}
          </ButtonLink>
        )}
        {hasMore && (
          <ButtonLink
            href={memberListHref(programId, { ...query, page: query.page + 1 })}
            variant="secondary"
            size="small"
          >
            {text.next}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}
