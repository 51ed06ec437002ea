import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import styles from "@/components/programs/program-list.module.css";
import type { ProgramStatus } from "@/lib/schemas/program";

export function ProgramStatusBadge({
  status,
  messages,
}: {
  status: ProgramStatus;
  messages: ProgramListMessages;
}) {
  const tone = status === "archived" ? styles.statusArchived : styles.statusActive;
  return <span className={`badge ${tone}`}>{messages.statuses[status]}</span>;
}
