"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText } from "@/components/api/error-text";
import { type ApiMessages, useApiMessages } from "@/components/api/i18n/messages";
import { type ApiIssue, fieldOf } from "@/components/api/parse-api-error";
import { memberProblemText } from "@/components/members/error-text";
import { useMemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { fieldErrorKind, type TypedFieldError, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { MEMBER_LIMITS, type UpdateMemberInput, updateMemberSchema } from "@/lib/schemas/member";

/** A custom field the form can edit (`json` fields are shown on the profile, not edited here). */
export type EditableCustomField = {
  name: string;
  label: string;
  type: "text" | "email" | "number" | "date" | "selection";
  options: string[];
};

export type EditableMember = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  customFields: Record<string, unknown>;
};

type ProfileValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  customFields: Record<string, string>;
};

const PERSON = ["firstName", "lastName", "email", "phone", "birthday"] as const;

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The form's strings as the API's body: empty clears a field, numbers as numbers. */
function bodyOf(values: ProfileValues, fields: EditableCustomField[]) {
  return {
    ...Object.fromEntries(PERSON.map((name) => [name, orNull(values[name])])),
    customFields: Object.fromEntries(
      fields.map((field) => {
        const value = orNull(values.customFields[field.name] ?? "");
        return [field.name, field.type === "number" && value !== null ? Number(value) : value];
      }),
    ),
  };
}

// The API's own body schema (PUT …/members/{memberId}): the form refuses what the API would.
const checkProfile = typedZodResolver(updateMemberSchema);

function errorText(error: FieldError | undefined, api: ApiMessages) {
  if (!error) return undefined;
  return error.type === "server" ? error.message : issueText(fieldErrorKind(error), api);
}

const stringOf = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * The merchant edits a member's name, e-mail, phone, birthday and custom fields (PUT, checked like a join). An
 * e-mail or phone another member has is refused by the API (409 `MEMBER_EXISTS`) and nothing changes; a saved
 * change appears in the profile history, which the page reloads.
 */
export function MemberEditForm({
  programId,
  member,
  customFields,
}: {
  programId: string;
  member: EditableMember;
  customFields: EditableCustomField[];
}) {
  const t = useMemberMessages();
  const api = useApiMessages();
  const router = useRouter();
  const id = useId();
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const labels = t.member.fields;
  const form = useForm<ProfileValues, unknown, UpdateMemberInput>({
    defaultValues: {
      ...Object.fromEntries(PERSON.map((name) => [name, stringOf(member[name])])),
      customFields: Object.fromEntries(
        customFields.map((field) => [field.name, stringOf(member.customFields[field.name])]),
      ),
    } as ProfileValues,
    resolver: (values, context, options) =>
      checkProfile(bodyOf(values, customFields) as never, context, options as never) as never,
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(async (body) => {
    const result = await callApi(
      apiClient.PUT("/v2/loyalty/programs/{programId}/members/{memberId}", {
        params: { path: { programId, memberId: member.id } },
        body,
      }),
    );
    if (!result.ok) {
      if (result.problem.code === "MEMBER_EXISTS") return show("error", t.edit.clash);
      const fieldIssues = result.problem.issues.filter((issue: ApiIssue) => fieldOf(issue) !== "");
      if (fieldIssues.length === 0) return show("error", memberProblemText(result.problem, t, api));
      for (const [index, issue] of fieldIssues.entries()) {
        const kind: TypedFieldError = { type: issue.type, message: issue.msg, ctx: issue.ctx };
        form.setError(
          fieldOf(issue) as keyof ProfileValues,
          { type: "server", message: errorText(kind, api) ?? "" },
          { shouldFocus: index === 0 },
        );
      }
      return;
    }
    const saved = result.data;
    form.reset({
      ...Object.fromEntries(PERSON.map((name) => [name, stringOf(saved[name])])),
      customFields: Object.fromEntries(
        customFields.map((field) => [field.name, stringOf(saved.customFields[field.name])]),
      ),
    } as ProfileValues);
    show("success", t.edit.saved);
    startTransition(() => router.refresh());
  });

  const input = (name: (typeof PERSON)[number]) => {
    const type =
      name === "email" ? "email" : name === "phone" ? "tel" : name === "birthday" ? "date" : "text";
    return (
      <Field key={name} id={`${id}-${name}`} label={labels[name]} error={errorText(errors[name], api)}>
        {(control) => (
          <input
            {...control}
            {...form.register(name)}
            className="input"
            type={type}
            maxLength={name === "phone" ? MEMBER_LIMITS.phone : name === "email" ? 320 : MEMBER_LIMITS.name}
            autoComplete="off"
          />
        )}
      </Field>
    );
  };

  return (
    <form
      className="form-section"
      onSubmit={(event) => {
        clear();
        void save(event);
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.edit.title}
      </h2>
      <p className="muted">{t.edit.hint}</p>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      <div className="form-grid">
        {PERSON.map(input)}
        {customFields.map((field) => {
          const fieldId = `${id}-custom-${field.name}`;
          const error = errorText(
            (errors.customFields as Record<string, FieldError> | undefined)?.[field.name],
            api,
          );
          const name = `customFields.${field.name}` as const;
          return (
            <Field key={field.name} id={fieldId} label={field.label} error={error}>
              {(control) =>
                field.type === "selection" && field.options.length > 0 ? (
                  <select {...control} {...form.register(name)} className="select">
                    <option value="">{t.member.none}</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    {...form.register(name)}
                    className="input"
                    type={field.type === "selection" ? "text" : field.type}
                    inputMode={field.type === "number" ? "decimal" : undefined}
                    maxLength={MEMBER_LIMITS.customText}
                    autoComplete="off"
                  />
                )
              }
            </Field>
          );
        })}
      </div>
      <div className="form-actions">
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {t.edit.submit}
        </Button>
      </div>
    </form>
  );
}
