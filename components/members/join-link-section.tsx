import type { MemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * A loyalty program's join page, for the merchant to find and share: the link with a copy button, and its QR
 * code (rendered on the server) to show or print at the counter, downloadable as a PNG.
 */
export function JoinLinkSection({
  programName,
  url,
  qrSvg,
  qrPng,
  messages,
}: {
  programName: string;
  url: string;
  qrSvg: string;
  qrPng: string;
  messages: MemberMessages;
}) {
  const t = messages.joinLink;
  return (
    <section className="form-section" aria-labelledby="join-link">
      <h2 id="join-link" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p>{t.body}</p>
      <div className={styles.joinLink}>
        {/* biome-ignore lint/performance/noImgElement: a QR code rendered on the server as a data URL */}
        <img className={styles.joinQr} src={qrSvg} width={160} height={160} alt={t.qrAlt(programName)} />
        <div className={styles.joinLinkText}>
          <p className="muted">{t.linkLabel}</p>
          <p className={styles.number}>
            <a href={url} data-join-link="">
              {url}
            </a>
          </p>
          <div className="form-actions">
            <CopyButton value={url} label={t.copy} copiedText={t.copied} />
            <a className="button button--secondary button--small" href={qrPng} download="join-qr-code.png">
              {t.download}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
