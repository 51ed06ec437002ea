"use client";

import { type FormEvent, useId, useState } from "react";
import { useApiMessages } from "@/components/api/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { FileDrop } from "@/components/wallet/file-drop";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import { walletApi, walletProblemText } from "@/components/wallet/wallet-api";
import { googleWalletConfigSchema, type WalletStateDto } from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

type Errors = { issuerId?: string; keyFile?: string; form?: string };
const JSON_ACCEPT = { "application/json": [".json"] };

/** The service account key as Google Cloud hands it out: only its e-mail and key are sent. */
async function readKeyFile(file: File, t: WalletMessages["google"]["errors"]) {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { error: t.keyNotJson };
  }
  const account = json as { client_email?: unknown; private_key?: unknown };
  if (typeof account.client_email !== "string" || typeof account.private_key !== "string")
    return { error: t.keyFields };
  return { serviceAccount: { client_email: account.client_email, private_key: account.private_key } };
}

/** Google Wallet: where the merchant's issuer comes from, and the form for its own. */
export function GoogleWalletPanel({
  google,
  onChanged,
  t,
}: {
  google: WalletStateDto["google"];
  onChanged: (notice: string) => Promise<void>;
  t: WalletMessages;
}) {
  const api = useApiMessages();
  const id = useId();
  const text = t.google;
  const [issuerId, setIssuerId] = useState("");
  const [keyFile, setKeyFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!googleWalletConfigSchema.shape.issuerId.safeParse(issuerId.trim()).success)
      found.issuerId = text.errors.issuerId;
    const key = keyFile ? await readKeyFile(keyFile, text.errors) : { error: text.errors.keyFile };
    if (key.error) found.keyFile = key.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || !key.serviceAccount) return;
    setIsBusy(true);
    const result = await walletApi.saveGoogle({
      issuerId: issuerId.trim(),
      serviceAccount: key.serviceAccount,
    });
    setIsBusy(false);
    if (!result.ok) return setErrors({ form: walletProblemText(result.problem, t, api) });
    setIssuerId("");
    setKeyFile(null);
    await onChanged(t.notices.googleSaved);
  };

  const remove = async () => {
    setIsBusy(true);
    const result = await walletApi.removeGoogle();
    setIsBusy(false);
    setIsConfirming(false);
    if (!result.ok) return setErrors({ form: walletProblemText(result.problem, t, api) });
    await onChanged(t.notices.googleRemoved);
  };

  const explanation =
    google.state === "configured"
      ? text.explain.configured(google.issuerId ?? "", google.clientEmail ?? "")
      : google.state === "service"
        ? text.explain.service(google.issuerId ?? "")
        : text.explain.not_configured;
  return (
    <section className={`card ${styles.passType}`} aria-labelledby={`${id}-title`}>
      <div className={styles.passTypeHeader}>
        <h2 id={`${id}-title`}>{text.title}</h2>
        <span
          className={`badge ${google.state === "not_configured" ? styles.badgeWarning : styles.badgeSuccess}`}
        >
          {text.states[google.state]}
        </span>
      </div>
      <p className={styles.muted}>{text.lead}</p>
      <p>{explanation}</p>
      {google.state === "configured" && (
        <div className={styles.actions}>
          <Button size="small" variant="danger" onClick={() => setIsConfirming(true)}>
            {text.remove}
          </Button>
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={text.submit}>
        <Field
          id={`${id}-issuer`}
          label={text.issuerId}
          hint={text.issuerIdHint}
          error={errors.issuerId}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={issuerId}
              onChange={(event) => setIssuerId(event.target.value)}
            />
          )}
        </Field>
        <FileDrop
          label={text.keyFile}
          accept={JSON_ACCEPT}
          file={keyFile}
          onFile={setKeyFile}
          error={errors.keyFile}
          t={t.form}
        />
        <p className={styles.muted}>{text.keyFileHint}</p>
        {errors.form && (
          <div role="alert">
            <Alert tone="error">{errors.form}</Alert>
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" isBusy={isBusy}>
            {text.submit}
          </Button>
        </div>
      </form>
      {isConfirming && (
        <ConfirmDialog
          title={text.removeDialog.title}
          confirmLabel={text.removeDialog.confirm}
          cancelLabel={text.removeDialog.cancel}
          isBusy={isBusy}
          onCancel={() => setIsConfirming(false)}
          onConfirm={remove}
        >
          <p>{text.removeDialog.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
