"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { PASSWORD_MAX_LENGTH, SIGN_IN_THROTTLED } from "@/lib/schemas/token";

const signInSchema = z.object({
  email: z.email({ error: "Enter your e-mail address, like name@example.com" }),
  password: z
    .string()
    .min(1, { error: "Enter your password" })
    .max(PASSWORD_MAX_LENGTH, { error: `Passwords are at most ${PASSWORD_MAX_LENGTH} characters` }),
});

type SignInValues = z.infer<typeof signInSchema>;

const WRONG_CREDENTIALS = "That e-mail and password do not match an account. Check them and try again.";
const UNAVAILABLE = "Signing in is not possible right now. Please try again in a moment.";
const THROTTLED = "Too many sign-in attempts. Wait a few minutes, then try again.";

export function SignInForm({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn("credentials", { ...values, redirect: false }).catch(() => null);
    if (!result?.ok || result.error) {
      const isThrottled = result?.error === SIGN_IN_THROTTLED;
      const isWrong = result?.error === "CredentialsSignin" || result?.status === 401;
      setFormError(isThrottled ? THROTTLED : isWrong ? WRONG_CREDENTIALS : UNAVAILABLE);
      // The button was busy (disabled) and lost focus: put it where the next attempt starts.
      setFocus("password", { shouldSelect: true });
      return;
    }
    setIsRedirecting(true);
    router.replace(callbackPath);
    router.refresh();
  });

  const isBusy = isSubmitting || isRedirecting;

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        // A new attempt clears the last answer, also when the fields themselves are wrong this time.
        setFormError(null);
        void onSubmit(event);
      }}
    >
      <fieldset className="bare-fieldset form" disabled={!isHydrated}>
        <div role="alert" className="live-slot">
          {formError && <Alert tone="error">{formError}</Alert>}
        </div>
        <Field id="email" label="E-mail" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register("email")}
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...register("password")}
              className="input"
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Button type="submit" isBlock isBusy={isBusy}>
          {isBusy ? "Signing in…" : "Sign in"}
        </Button>
      </fieldset>
    </form>
  );
}
