import { formatCount } from "@/components/i18n/format";
import type { MemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { ButtonLink } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";
import type { MemberStats } from "@/lib/services/members/member-stats";

/** A loyalty program's page: how many members it has and how often their cards were scanned lately. */
export function MemberStatsSection({
  programId,
  stats,
  messages,
  language,
}: {
  programId: string;
  stats: MemberStats;
  messages: MemberMessages;
  language: Language;
}) {
  const text = messages.stats;
  return (
    <section className="form-section" aria-labelledby="member-stats">
      <h2 id="member-stats" className={styles.sectionTitle}>
        {text.title}
      </h2>
      <div className={styles.stats}>
        <dl className={styles.stat} data-stat="members">
          <dt>{text.members}</dt>
          <dd>{formatCount(stats.members, language)}</dd>
        </dl>
        <dl className={styles.stat} data-stat="scans">
          <dt>{text.scans}</dt>
          <dd>{formatCount(stats.scansLast30Days, language)}</dd>
        </dl>
        <ButtonLink href={`/programs/${programId}/members`} variant="secondary">
          {text.open}
        </ButtonLink>
      </div>
    </section>
  );
}
