"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useMessages } from "@/components/i18n/language-context";
import { TEAM_MESSAGES } from "@/components/team/i18n/messages";
import { acceptInvitation } from "@/components/team/team-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { acceptInvitationSchema, TEAM_LIMITS } from "@/lib/schemas/team";

const resolver = typedZodResolver(acceptInvitationSchema);

/** Name and password for the invited account; then a link to sign in with them. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const t = useMessages(TEAM_MESSAGES);
  const id = useId();
  const [isDone, setIsDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: "", password: "" },
    resolver,
  });
  const { errors, isSubmitting } = formState;
  const min = TEAM_LIMITS.password.minLength;

  const submit = handleSubmit(async (values) => {
    const result = await acceptInvitation(token, values, t.errors);
    if (result.ok) return setIsDone(true);
    if (result.field === "name" || result.field === "password")
      setError(result.field, { type: "server" }, { shouldFocus: true });
    else setError("root", { message: result.message });
  });

  if (isDone) {
    return (
      <Alert tone="success">
        {t.accept.done} <Link href="/signin">{t.accept.signIn}</Link>
      </Alert>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t.accept.lead}</p>
      <Field id={`${id}-name`} label={t.accept.name} error={errors.name && t.accept.errors.name} isRequired>
        {(control) => <input {...control} {...register("name")} className="input" autoComplete="name" />}
      </Field>
      <Field
        id={`${id}-password`}
        label={t.accept.password}
        hint={t.accept.passwordHint(min)}
        error={errors.password && t.accept.errors.password(min)}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...register("password")}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {t.accept.submit}
      </Button>
    </form>
  );
}
