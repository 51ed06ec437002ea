"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { callAccountApi } from "@/components/account/account-api";
import { useFormMessage } from "@/components/account/use-form-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { accountUpdateSchema } from "@/lib/schemas/account";

type Values = z.input<typeof accountUpdateSchema>;

const FIELD_MESSAGES: Record<string, string> = {
  name: "Enter your name (1 to 200 characters)",
  company: "Enter the company name (1 to 200 characters)",
};

/** Name and, for an owner, the company (the merchant's name shown across the dashboard). */
export function ProfileForm({ name, company }: { name: string; company: string | null }) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const { message, show, ref: messageRef } = useFormMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<Values, unknown, z.output<typeof accountUpdateSchema>>({
    resolver: typedZodResolver(accountUpdateSchema),
    defaultValues: company === null ? { name } : { name, company },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAccountApi<{ name: string; company: string | null }>(
      "/v2/account",
      "PUT",
      values,
    );
    if (result.ok) {
      reset(values);
      show({ ok: true, text: "Profile saved." });
      router.refresh();
    } else {
      show({ ok: false, text: result.issues[0]?.message ?? "The profile could not be saved." });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="status" className="live-slot" tabIndex={-1} ref={messageRef}>
          {message && <Alert tone={message.ok ? "success" : "error"}>{message.text}</Alert>}
        </div>
        <Field id="name" label="Your name" error={errors.name && FIELD_MESSAGES.name}>
          {(control) => <input {...control} {...register("name")} className="input" autoComplete="name" />}
        </Field>
        {company !== null && (
          <Field id="company" label="Company name" error={errors.company && FIELD_MESSAGES.company}>
            {(control) => (
              <input {...control} {...register("company")} className="input" autoComplete="organization" />
            )}
          </Field>
        )}
        <Button type="submit" isBusy={isSubmitting} disabled={!isDirty && !isSubmitting}>
          {isSubmitting ? "Saving…" : "Save profile"}
        </Button>
      </fieldset>
    </form>
  );
}
