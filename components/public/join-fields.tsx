"use client";

import type { UseFormReturn } from "react-hook-form";
import type { MemberField } from "@/lib/schemas/member";
import { usePublicMessages } from "./i18n/messages";
import type { JoinFormProgram } from "./join-form-program";
import type { JoinFormInput, JoinFormValues } from "./join-form-schema";
import { PublicField } from "./public-field";

type JoinFieldsProps = {
  form: UseFormReturn<JoinFormInput, unknown, JoinFormValues>;
  program: JoinFormProgram;
  errorOf: (path: string) => string | undefined;
  idPrefix: string;
};

/** An empty input is an absent value (the API's fields are optional unless the program requires them). */
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

const INPUTS: Record<MemberField, { type: string; autoComplete: string; inputMode?: "tel" | "email" }> = {
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  birthday: { type: "date", autoComplete: "bday" },
  externalId: { type: "text", autoComplete: "off" },
};

/** The member fields and the program's custom fields, each as its type asks (text, e-mail, number, date…). */
export function JoinFields({ form, program, errorOf, idPrefix }: JoinFieldsProps) {
  const t = usePublicMessages();
  const { register } = form;
  const required = new Set(program.requiredFields);
  const requiredText = (isRequired: boolean) => (isRequired ? t.join.required : undefined);
  const hints: Partial<Record<MemberField, string>> = {
    email: t.join.fields.emailHint,
    phone: t.join.fields.phoneHint,
  };

  // Registered when rendered, after the fields above: the focus order of errors is the order of the page.
  const referralField = () => {
    const referral = register("referralCode", { setValueAs: blankToUndefined });
    return (
      <PublicField
        id={`${idPrefix}-referralCode`}
        label={t.join.fields.referralCode}
        hint={t.join.fields.referralHint}
        error={errorOf("referralCode")}
      >
        {(control) => (
          <input
            {...control}
            {...referral}
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
          />
        )}
      </PublicField>
    );
  };

  return (
    <>
      {program.memberFields.map((name) => {
        const input = INPUTS[name];
        // Registered here, in the order shown, so the first field with an error is the one focused.
        const registered = register(name, { setValueAs: blankToUndefined });
        return (
          <PublicField
            key={name}
            id={`${idPrefix}-${name}`}
            label={t.join.fields[name]}
            hint={hints[name]}
            requiredText={requiredText(name === "email" || required.has(name))}
            error={errorOf(name)}
          >
            {(control) => (
              <input
                {...control}
                {...registered}
                className="input"
                type={input.type}
                inputMode={input.inputMode}
                autoComplete={input.autoComplete}
              />
            )}
          </PublicField>
        );
      })}
      {program.customFields.map((field) => {
        const path = `customFields.${field.name}` as const;
        const id = `${idPrefix}-custom-${field.name}`;
        const registered = register(path as `customFields.${string}`, { setValueAs: blankToUndefined });
        return (
          <PublicField
            key={field.name}
            id={id}
            label={field.label}
            hint={field.type === "json" ? t.join.fields.jsonHint : undefined}
            requiredText={requiredText(field.isRequired || required.has(field.name))}
            error={errorOf(path)}
          >
            {(control) =>
              field.type === "selection" ? (
                <select {...control} {...registered} className="select">
                  <option value="">{t.join.fields.choose}</option>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : field.type === "json" ? (
                <textarea {...control} {...registered} className="textarea" spellCheck={false} />
              ) : (
                <input
                  {...control}
                  {...registered}
                  className="input"
                  type={field.type === "number" ? "text" : field.type === "date" ? "date" : field.type}
                  inputMode={field.type === "number" ? "decimal" : undefined}
                  autoComplete="off"
                />
              )
            }
          </PublicField>
        );
      })}
      {program.showReferralCode && referralField()}
    </>
  );
}
