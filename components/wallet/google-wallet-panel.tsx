"use client";

import { useId, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useApiMessages } from "@/components/api/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { FileDrop } from "@/components/wallet/file-drop";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import { walletApi, walletProblemText } from "@/components/wallet/wallet-api";
import {
  type GoogleWalletConfigInput,
  googleWalletConfigSchema,
  type WalletStateDto,
} from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

type GoogleValues = { issuerId: string; keyFile: File | null };
type KeyProblem = "keyFile" | "keyNotJson" | "keyFields";
const JSON_ACCEPT = { "application/json": [".json"] };

/** The service account key as Google Cloud hands it out: only its e-mail and key are sent. */
async function readKeyFile(
  file: File | null,
): Promise<{ problem: KeyProblem } | GoogleWalletConfigInput["serviceAccount"]> {
  if (!file) return { problem: "keyFile" };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { problem: "keyNotJson" };
  }
  const account = json as { client_email?: unknown; private_key?: unknown };
  if (typeof account.client_email !== "string" || typeof account.private_key !== "string")
    return { problem: "keyFields" };
  return { client_email: account.client_email, private_key: account.private_key };
}

// The issuer id by the API's own schema; the key file read here, so a wrong file is named before sending.
const checkIssuer = typedZodResolver(googleWalletConfigSchema.pick({ issuerId: true }));
const resolver: Resolver<GoogleValues, unknown, GoogleWalletConfigInput> = async (
  values,
  context,
  options,
) => {
  const issuerId = values.issuerId.trim();
  const checked = await checkIssuer({ issuerId }, context, options as never);
  const key = await readKeyFile(values.keyFile);
  const errors: FieldErrors<GoogleValues> = { ...checked.errors };
  if ("problem" in key) errors.keyFile = { type: key.problem, message: key.problem };
  if (Object.keys(errors).length > 0 || "problem" in key)
    return { values: {} as Record<string, never>, errors };
  return { values: { issuerId, serviceAccount: key }, errors: {} };
};

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
  const [isRemoving, setIsRemoving] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<
    GoogleValues,
    unknown,
    GoogleWalletConfigInput
  >({ defaultValues: { issuerId: "", keyFile: null }, resolver });
  const { errors, isSubmitting } = formState;
  const keyFileError = errors.keyFile?.type as KeyProblem | undefined;

  const submit = handleSubmit(async (body) => {
    const result = await walletApi.saveGoogle(body);
    if (!result.ok) return setError("root", { message: walletProblemText(result.problem, t, api) });
    reset();
    await onChanged(t.notices.googleSaved);
  });

  const remove = async () => {
    setIsRemoving(true);
    const result = await walletApi.removeGoogle();
    setIsRemoving(false);
    setIsConfirming(false);
    if (!result.ok) return setError("root", { message: walletProblemText(result.problem, t, api) });
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
          error={errors.issuerId && text.errors.issuerId}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              {...register("issuerId")}
              className="input"
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </Field>
        <Controller
          control={control}
          name="keyFile"
          render={({ field }) => (
            <FileDrop
              label={text.keyFile}
              accept={JSON_ACCEPT}
              file={field.value}
              onFile={field.onChange}
              error={keyFileError && text.errors[keyFileError]}
              t={t.form}
            />
          )}
        />
        <p className={styles.muted}>{text.keyFileHint}</p>
        {errors.root?.message && (
          <div role="alert">
            <Alert tone="error">{errors.root.message}</Alert>
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" isBusy={isSubmitting}>
            {text.submit}
          </Button>
        </div>
      </form>
      {isConfirming && (
        <ConfirmDialog
          title={text.removeDialog.title}
          confirmLabel={text.removeDialog.confirm}
          cancelLabel={text.removeDialog.cancel}
          isBusy={isRemoving}
          onCancel={() => setIsConfirming(false)}
          onConfirm={remove}
        >
          <p>{text.removeDialog.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
