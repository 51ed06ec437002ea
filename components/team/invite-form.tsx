"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMessages } from "@/components/i18n/language-context";
import { TEAM_MESSAGES } from "@/components/team/i18n/messages";
import { inviteToTeam } from "@/components/team/team-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { createInvitationSchema, INVITED_ROLES, type InvitationDto } from "@/lib/schemas/team";

const resolver = typedZodResolver(createInvitationSchema.pick({ email: true, role: true }));

/** E-mail and role (manager or cashier); the invitation goes out through the outbox. */
export function InviteForm({ onInvited }: { onInvited: (invitation: InvitationDto) => void }) {
  const t = useMessages(TEAM_MESSAGES);
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: { email: "", role: "cashier" as const },
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const result = await inviteToTeam(values, t.errors);
    if (!result.ok) {
      if (result.field === "email") setError("email", { type: "server" }, { shouldFocus: true });
      else setError("root", { message: result.message });
      return;
    }
    reset({ email: "", role: values.role });
    onInvited(result.data);
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.invite.title}</h2>
      <Field
        id={`${id}-email`}
        label={t.invite.email}
        error={errors.email && t.invite.errors.email}
        isRequired
      >
        {(control) => (
          <input {...control} {...register("email")} className="input" type="email" autoComplete="off" />
        )}
      </Field>
      <Field id={`${id}-role`} label={t.invite.role}>
        {(control) => (
          <select {...control} {...register("role")} className="input">
            {INVITED_ROLES.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {t.invite.submit}
      </Button>
    </form>
  );
}
