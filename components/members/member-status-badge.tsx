import type { MemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";

const TONE: Record<string, string | undefined> = {
  suspended: styles.statusSuspended,
  erased: styles.statusErased,
};

export function MemberStatusBadge({ status, messages }: { status: string; messages: MemberMessages }) {
  return (
    <span className={["badge", TONE[status]].filter(Boolean).join(" ")}>
      {messages.statuses[status] ?? status}
    </span>
  );
}
