"use client";

import { useId } from "react";
import { formatDate } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import { DAY_MS } from "@/lib/clock";
import type { ApplePassTypeState, WalletStateDto } from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

export type PassTypeEntry = WalletStateDto["apple"]["passTypes"][number];

const BADGE: Record<ApplePassTypeState, string> = {
  development: styles.badgeWarning ?? "",
  service: styles.badgeSuccess ?? "",
  configured: styles.badgeSuccess ?? "",
  expiring: styles.badgeWarning ?? "",
  expired: styles.badgeDanger ?? "",
};

/**
 * What a pass type's state means, as a sentence: the state of the passes served (a stored certificate that does
 * not sign says why below it); and a warning when the stored certificate runs out, whoever signs meanwhile.
 */
function Explanation({ entry, now, t }: { entry: PassTypeEntry; now: Date; t: WalletMessages["apple"] }) {
  const { language } = useLanguageChoice();
  const { certificate } = entry;
  const until = certificate ? formatDate(certificate.notAfter, language) : "";
  const served =
    entry.state === "service"
      ? t.explain.service(entry.signing.passTypeIdentifier, entry.signing.teamIdentifier)
      : entry.state === "development"
        ? t.explain.development
        : entry.state === "configured"
          ? t.explain.configured(until)
          : null;
  const days = Math.max(0, Math.ceil((Date.parse(certificate?.notAfter ?? "") - now.getTime()) / DAY_MS));
  return (
    <>
      {served && <p>{served}</p>}
      {certificate?.state === "expiring" && <Alert tone="warning">{t.explain.expiring(until, days)}</Alert>}
      {certificate?.state === "expired" && <Alert tone="error">{t.explain.expired(until)}</Alert>}
    </>
  );
}

/** One pass type identifier: its programs, its certificate's state and details, and what can be done. */
export function ApplePassType({
  entry,
  now,
  isUploading,
  onUpload,
  onDelete,
  t,
  children,
}: {
  entry: PassTypeEntry;
  now: Date;
  isUploading: boolean;
  onUpload: () => void;
  onDelete: () => void;
  t: WalletMessages["apple"];
  children?: React.ReactNode;
}) {
  const id = useId();
  const { language } = useLanguageChoice();
  const { certificate } = entry;
  return (
    <li
      className={`card ${styles.passType}`}
      aria-labelledby={`${id}-title`}
      data-pass-type={entry.passTypeIdentifier}
      data-state={entry.state}
    >
      <div className={styles.passTypeHeader}>
        <h3 id={`${id}-title`}>
          <code>{entry.passTypeIdentifier}</code>
        </h3>
        <span className={`badge ${BADGE[entry.state]}`}>{t.states[entry.state]}</span>
      </div>
      <p className={styles.muted}>
        {entry.programs.length > 0
          ? `${t.usedBy}: ${entry.programs.map((program) => program.name).join(", ")}`
          : t.noPrograms}
      </p>
      <Explanation entry={entry} now={now} t={t} />
      {entry.certificateIssue && (
        <div data-certificate-issue={entry.certificateIssue}>
          <Alert tone="warning">{t.issues[entry.certificateIssue]}</Alert>
        </div>
      )}
      {certificate && (
        <dl className={styles.details}>
          <dt>{t.details.team}</dt>
          <dd>{certificate.teamIdentifier}</dd>
          <dt>{t.details.validFrom}</dt>
          <dd>{formatDate(certificate.notBefore, language)}</dd>
          <dt>{t.details.validUntil}</dt>
          <dd>{formatDate(certificate.notAfter, language)}</dd>
          <dt>{t.details.serial}</dt>
          <dd>{certificate.serialNumber}</dd>
          <dt>{t.details.fingerprint}</dt>
          <dd>
            <code>{certificate.fingerprintSha256}</code>
          </dd>
        </dl>
      )}
      {!isUploading && (
        <div className={styles.actions}>
          <Button size="small" variant={certificate ? "secondary" : "primary"} onClick={onUpload}>
            {certificate ? t.replace : t.upload}
          </Button>
          {certificate && (
            <Button size="small" variant="danger" onClick={onDelete}>
              {t.remove}
            </Button>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
