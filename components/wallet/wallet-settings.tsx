"use client";

import { useId, useState } from "react";
import { useApiMessages } from "@/components/api/i18n/messages";
import { formatDate } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { AppleCertificateForm } from "@/components/wallet/apple-certificate-form";
import { ApplePassType, type PassTypeEntry } from "@/components/wallet/apple-pass-type";
import { GoogleWalletPanel } from "@/components/wallet/google-wallet-panel";
import { WALLET_MESSAGES } from "@/components/wallet/i18n/messages";
import { walletApi, walletProblemText } from "@/components/wallet/wallet-api";
import type { AppleCertificateDto, WalletStateDto } from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

/**
 * Settings → Wallet: each pass type's certificate (upload, replace, delete) and the Google issuer. After each
 * change the page reads the state again, since what a pass type falls back to is the server's to say.
 */
export function WalletSettings({ initial, now }: { initial: WalletStateDto; now: string }) {
  const t = useMessages(WALLET_MESSAGES);
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const id = useId();
  const [state, setState] = useState(initial);
  const [uploadingFor, setUploadingFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PassTypeEntry | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const { notice, show } = useNotice();

  const reload = async (text: string) => {
    const result = await walletApi.state();
    if (result.ok) setState(result.data);
    show("success", text);
  };

  const onUploaded = async (certificate: AppleCertificateDto) => {
    setUploadingFor(null);
    await reload(
      t.notices.uploaded(certificate.passTypeIdentifier, formatDate(certificate.notAfter, language)),
    );
  };

  const confirmDelete = async () => {
    const certificate = deleting?.certificate;
    if (!certificate) return;
    setIsBusy(true);
    const result = await walletApi.deleteCertificate(certificate.id);
    setIsBusy(false);
    // Already gone (deleted in another tab) is the outcome that was asked for.
    if (!result.ok && result.problem.status !== 404) {
      setDeleteError(walletProblemText(result.problem, t, api));
      return;
    }
    setDeleting(null);
    await reload(t.notices.removed(certificate.passTypeIdentifier));
  };

  const { passTypes } = state.apple;
  return (
    <div className={styles.stack}>
      <NoticeRegion notice={notice} />
      <section className={styles.stack} aria-labelledby={`${id}-apple`}>
        <div>
          <h2 id={`${id}-apple`}>{t.apple.title}</h2>
          <p className={styles.muted}>{t.apple.lead}</p>
        </div>
        {passTypes.length === 0 ? (
          <Alert tone="info">{t.apple.none}</Alert>
        ) : (
          <ul className={styles.passTypes}>
            {passTypes.map((entry) => (
              <ApplePassType
                key={entry.passTypeIdentifier}
                entry={entry}
                now={new Date(now)}
                isUploading={uploadingFor === entry.passTypeIdentifier}
                onUpload={() => setUploadingFor(entry.passTypeIdentifier)}
                onDelete={() => {
                  setDeleteError(undefined);
                  setDeleting(entry);
                }}
                t={t.apple}
              >
                {uploadingFor === entry.passTypeIdentifier && (
                  <AppleCertificateForm
                    passTypeIdentifier={entry.passTypeIdentifier}
                    onUploaded={onUploaded}
                    onCancel={() => setUploadingFor(null)}
                    t={t}
                  />
                )}
              </ApplePassType>
            ))}
          </ul>
        )}
      </section>
      <GoogleWalletPanel google={state.google} onChanged={reload} t={t} />
      {deleting && (
        <ConfirmDialog
          title={t.apple.removeDialog.title(deleting.passTypeIdentifier)}
          confirmLabel={t.apple.removeDialog.confirm}
          cancelLabel={t.apple.removeDialog.cancel}
          isBusy={isBusy}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          <p>{t.apple.removeDialog.body}</p>
          {deleteError && (
            <div role="alert">
              <Alert tone="error">{deleteError}</Alert>
            </div>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
