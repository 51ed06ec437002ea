"use client";

import { type FormEvent, useId, useState } from "react";
import { useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FileDrop } from "@/components/wallet/file-drop";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import { walletApi, walletProblemText } from "@/components/wallet/wallet-api";
import { type AppleCertificateDto, appleCertificateFormSchema } from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

type Format = "p12" | "pem";
type Files = { p12: File | null; certificate: File | null; privateKey: File | null };
type Errors = { file?: string; teamIdentifier?: string; password?: string; form?: string };

const P12_ACCEPT = { "application/x-pkcs12": [".p12", ".pfx"] };
const PEM_ACCEPT = { "application/x-pem-file": [".pem", ".crt", ".cer", ".key"] };

/** The upload of one pass type's certificate: a .p12 with its password, or a PEM pair; and the Team ID. */
export function AppleCertificateForm({
  passTypeIdentifier,
  onUploaded,
  onCancel,
  t,
}: {
  passTypeIdentifier: string;
  onUploaded: (certificate: AppleCertificateDto) => void;
  onCancel: () => void;
  t: WalletMessages;
}) {
  const api = useApiMessages();
  const id = useId();
  const [format, setFormat] = useState<Format>("p12");
  const [files, setFiles] = useState<Files>({ p12: null, certificate: null, privateKey: null });
  const [password, setPassword] = useState("");
  const [teamIdentifier, setTeamIdentifier] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const text = t.form;

  const check = (): Errors => {
    const found: Errors = {};
    const hasFiles = format === "p12" ? files.p12 : files.certificate && files.privateKey;
    if (!hasFiles) found.file = text.errors.file;
    const fields = appleCertificateFormSchema.safeParse({ password, teamIdentifier: teamIdentifier.trim() });
    for (const issue of fields.error?.issues ?? []) {
      if (issue.path[0] === "teamIdentifier") found.teamIdentifier = text.errors.teamIdentifier;
      if (issue.path[0] === "password") found.password = text.errors.password;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    if (format === "p12" && files.p12) form.set("p12", files.p12);
    if (format === "pem" && files.certificate && files.privateKey) {
      form.set("certificate", files.certificate);
      form.set("privateKey", files.privateKey);
    }
    form.set("password", password);
    form.set("teamIdentifier", teamIdentifier.trim());
    form.set("passTypeIdentifier", passTypeIdentifier);
    setIsBusy(true);
    const result = await walletApi.uploadCertificate(form);
    setIsBusy(false);
    if (result.ok) return onUploaded(result.data);
    const field = result.problem.issues[0] && fieldOf(result.problem.issues[0]);
    if (result.problem.status === 422 && field === "teamIdentifier")
      return setErrors({ teamIdentifier: text.errors.teamIdentifier });
    setErrors({ form: walletProblemText(result.problem, t, api) });
  };

  const chooseFile = (name: keyof Files) => (file: File) =>
    setFiles((current) => ({ ...current, [name]: file }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{text.title(passTypeIdentifier)}</h4>
      <fieldset className={styles.choices}>
        <legend className="field__label">{text.format}</legend>
        {(["p12", "pem"] as const).map((choice) => (
          <label key={choice} className="checkbox">
            <input
              type="radio"
              name={`${id}-format`}
              checked={format === choice}
              onChange={() => setFormat(choice)}
            />
            <span>{text[choice]}</span>
          </label>
        ))}
      </fieldset>
      {format === "p12" ? (
        <FileDrop
          label={text.p12File}
          accept={P12_ACCEPT}
          file={files.p12}
          onFile={chooseFile("p12")}
          error={errors.file}
          t={text}
        />
      ) : (
        <>
          <FileDrop
            label={text.certificateFile}
            accept={PEM_ACCEPT}
            file={files.certificate}
            onFile={chooseFile("certificate")}
            error={files.certificate ? undefined : errors.file}
            t={text}
          />
          <FileDrop
            label={text.privateKeyFile}
            accept={PEM_ACCEPT}
            file={files.privateKey}
            onFile={chooseFile("privateKey")}
            error={files.privateKey ? undefined : errors.file}
            t={text}
          />
        </>
      )}
      <div className="form-grid">
        <Field
          id={`${id}-password`}
          label={text.password}
          hint={format === "p12" ? text.passwordHint : text.pemPasswordHint}
          error={errors.password}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-team`}
          label={text.teamIdentifier}
          hint={text.teamIdentifierHint}
          error={errors.teamIdentifier}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              value={teamIdentifier}
              onChange={(event) => setTeamIdentifier(event.target.value.toUpperCase())}
            />
          )}
        </Field>
      </div>
      {errors.form && (
        <div role="alert">
          <Alert tone="error">{errors.form}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy}>
          {text.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t.apple.cancel}
        </Button>
      </div>
    </form>
  );
}
