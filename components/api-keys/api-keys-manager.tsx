"use client";

import { useEffect, useId, useRef, useState } from "react";
import styles from "@/components/api-keys/api-keys.module.css";
import { revokeAppKey } from "@/components/api-keys/api-keys-api";
import { CreateKeyForm, type TemplateChoice } from "@/components/api-keys/create-key-form";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { KeyTable } from "@/components/api-keys/key-table";
import { NewKeySecret } from "@/components/api-keys/new-key-secret";
import { RevokeKeyDialog } from "@/components/api-keys/revoke-key-dialog";
import { useMessages } from "@/components/i18n/language-context";
import type { AppKeyDto, CreatedAppKeyDto } from "@/lib/schemas/app-key";

/** The page's state: the keys, the secret just created (once), the key being revoked, and one live notice. */
export function ApiKeysManager({
  initialKeys,
  templates,
}: {
  initialKeys: AppKeyDto[];
  templates: TemplateChoice[];
}) {
  const t = useMessages(API_KEY_MESSAGES);
  const listId = useId();
  const [keys, setKeys] = useState(initialKeys);
  const [created, setCreated] = useState<CreatedAppKeyDto | null>(null);
  const [revoking, setRevoking] = useState<AppKeyDto | null>(null);
  const [revokeError, setRevokeError] = useState<string>();
  const [isRevokeBusy, setIsRevokeBusy] = useState(false);
  const [notice, setNotice] = useState("");
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const isFocusingList = useRef(false);

  // After a revoke the Revoke button that opened the dialog is gone: the list's heading takes focus. In an
  // effect, so it runs after the dialog's own cleanup (which hands focus back to a button no longer there).
  useEffect(() => {
    if (revoking || !isFocusingList.current) return;
    isFocusingList.current = false;
    listHeadingRef.current?.focus();
  }, [revoking]);

  const onCreated = (key: CreatedAppKeyDto) => {
    const { token: _secret, ...listed } = key;
    setKeys((current) => [listed, ...current]);
    setCreated(key);
    setNotice(t.notices.created(key.name));
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setIsRevokeBusy(true);
    const result = await revokeAppKey(revoking.id, t.errors);
    setIsRevokeBusy(false);
    // Already gone (revoked in another tab) is the outcome that was asked for.
    if (!result.ok && result.status !== 404) {
      setRevokeError(result.message);
      return;
    }
    setKeys((current) => current.filter((key) => key.id !== revoking.id));
    setNotice(t.notices.revoked(revoking.name));
    isFocusingList.current = true;
    setRevoking(null);
    setRevokeError(undefined);
  };

  return (
    <div className={styles.stack}>
      <p role="status" className={`form-status form-status--success ${styles.notice}`}>
        {notice}
      </p>
      {created ? (
        <NewKeySecret appKey={created} onDone={() => setCreated(null)} announce={setNotice} />
      ) : (
        <section className="card">
          <CreateKeyForm templates={templates} onCreated={onCreated} />
        </section>
      )}
      <section className="card" aria-labelledby={listId}>
        <h2 id={listId} ref={listHeadingRef} tabIndex={-1}>
          {t.list.title}
        </h2>
        <KeyTable
          keys={keys}
          onRevoke={(key) => {
            setRevokeError(undefined);
            setRevoking(key);
          }}
        />
      </section>
      {revoking && (
        <RevokeKeyDialog
          name={revoking.name}
          isBusy={isRevokeBusy}
          error={revokeError}
          onCancel={() => setRevoking(null)}
          onConfirm={confirmRevoke}
        />
      )}
    </div>
  );
}
