"use client";

import { useId } from "react";
import type { Accept } from "react-dropzone";
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { FileDrop } from "@/components/wallet/file-drop";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import { walletApi, walletProblemText } from "@/components/wallet/wallet-api";
import { type AppleCertificateDto, appleCertificateFormSchema } from "@/lib/schemas/wallet";
import styles from "./wallet.module.css";

type Format = "p12" | "pem";
type FileName = "p12" | "certificate" | "privateKey";
type CertificateValues = {
  format: Format;
  p12: File | null;
  certificate: File | null;
  privateKey: File | null;
  password: string;
  teamIdentifier: string;
};

const DEFAULTS: CertificateValues = {
  format: "p12",
  p12: null,
  certificate: null,
  privateKey: null,
  password: "",
  teamIdentifier: "",
};
const FILES_OF: Record<Format, FileName[]> = { p12: ["p12"], pem: ["certificate", "privateKey"] };
const P12_ACCEPT: Accept = { "application/x-pkcs12": [".p12", ".pfx"] };
const PEM_ACCEPT: Accept = { "application/x-pem-file": [".pem", ".crt", ".cer", ".key"] };

// The password and Team ID by the API's own schema; the files the format needs by their presence (the server
// judges what is in them).
const checkFields = typedZodResolver(appleCertificateFormSchema);
const resolver: Resolver<CertificateValues> = async (values, context, options) => {
  const fields = { password: values.password, teamIdentifier: values.teamIdentifier.trim() };
  const checked = await checkFields(fields, context, options as never);
  const errors: FieldErrors<CertificateValues> = { ...checked.errors };
  for (const name of FILES_OF[values.format])
    if (!values[name]) errors[name] = { type: "missing", message: "missing" };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, ...fields }, errors: {} };
};

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
  const text = t.form;
  const { control, register, handleSubmit, setError, formState } = useForm<CertificateValues>({
    defaultValues: DEFAULTS,
    resolver,
  });
  const { errors, isSubmitting } = formState;
  const format = useWatch({ control, name: "format" });
  const teamIdentifier = register("teamIdentifier");

  const submit = handleSubmit(async (values) => {
    const form = new FormData();
    for (const name of FILES_OF[values.format]) {
      const file = values[name];
      if (file) form.set(name, file);
    }
    form.set("password", values.password);
    form.set("teamIdentifier", values.teamIdentifier);
    form.set("passTypeIdentifier", passTypeIdentifier);
    const result = await walletApi.uploadCertificate(form);
    if (result.ok) return onUploaded(result.data);
    const field = result.problem.issues[0] && fieldOf(result.problem.issues[0]);
    if (result.problem.status === 422 && field === "teamIdentifier")
      return setError("teamIdentifier", { type: "server" }, { shouldFocus: true });
    setError("root", { message: walletProblemText(result.problem, t, api) });
  });

  const fileDrop = (name: FileName, label: string, accept: Accept) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileDrop
          label={label}
          accept={accept}
          file={field.value}
          onFile={field.onChange}
          error={errors[name] && text.errors.file}
          t={text}
        />
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{text.title(passTypeIdentifier)}</h4>
      <fieldset className={styles.choices}>
        <legend className="field__label">{text.format}</legend>
        {(["p12", "pem"] as const).map((choice) => (
          <label key={choice} className="checkbox">
            <input type="radio" value={choice} {...register("format")} />
            <span>{text[choice]}</span>
          </label>
        ))}
      </fieldset>
      {format === "p12" ? (
        fileDrop("p12", text.p12File, P12_ACCEPT)
      ) : (
        <>
          {fileDrop("certificate", text.certificateFile, PEM_ACCEPT)}
          {fileDrop("privateKey", text.privateKeyFile, PEM_ACCEPT)}
        </>
      )}
      <div className="form-grid">
        <Field
          id={`${id}-password`}
          label={text.password}
          hint={format === "p12" ? text.passwordHint : text.pemPasswordHint}
          error={errors.password && text.errors.password}
        >
          {(control) => (
            <input
              {...control}
              {...register("password")}
              className="input"
              type="password"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={`${id}-team`}
          label={text.teamIdentifier}
          hint={text.teamIdentifierHint}
          error={errors.teamIdentifier && text.errors.teamIdentifier}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              {...teamIdentifier}
              // Team IDs are upper case; typed letters become upper case as they are typed.
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                return teamIdentifier.onChange(event);
              }}
              className="input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
            />
          )}
        </Field>
      </div>
      {errors.root?.message && (
        <div role="alert">
          <Alert tone="error">{errors.root.message}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isSubmitting}>
          {text.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t.apple.cancel}
        </Button>
      </div>
    </form>
  );
}
