"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { settleLanguageAtSignIn } from "@/components/auth/account-language";
import { AUTH_MESSAGES, type AuthMessages } from "@/components/auth/i18n/messages";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmailField, PasswordField } from "@/components/ui/credential-fields";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { PASSWORD_MAX_LENGTH, SIGN_IN_THROTTLED } from "@/lib/schemas/token";

// The form words its errors by their kind (typedZodResolver), in the language shown at the time.
const signInSchema = z.object({
  email: z.email(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

type SignInValues = z.infer<typeof signInSchema>;
type FormError = keyof Pick<
  AuthMessages["signIn"]["errors"],
  "wrongCredentials" | "unavailable" | "throttled"
>;

export function SignInForm({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const { language, chooseLanguage } = useLanguageChoice();
  const t = useMessages(AUTH_MESSAGES).signIn;
  // The language the page opened in: a different one now was picked on this page, before signing in.
  const openedIn = useRef(language);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: typedZodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn("credentials", { ...values, redirect: false }).catch(() => null);
    if (!result?.ok || result.error) {
      const isThrottled = result?.error === SIGN_IN_THROTTLED;
      const isWrong = result?.error === "CredentialsSignin" || result?.status === 401;
      setFormError(isThrottled ? "throttled" : isWrong ? "wrongCredentials" : "unavailable");
      // The button was busy (disabled) and lost focus: put it where the next attempt starts.
      setFocus("password", { shouldSelect: true });
      return;
    }
    setIsRedirecting(true);
    const settled = await settleLanguageAtSignIn({
      current: language,
      pickedHere: language !== openedIn.current,
    });
    if (settled !== language) chooseLanguage(settled);
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
          {formError && <Alert tone="error">{t.errors[formError]}</Alert>}
        </div>
        <EmailField id="email" error={errors.email && t.errors.email} {...register("email")} />
        <PasswordField
          id="password"
          purpose="current"
          error={
            errors.password &&
            (errors.password.type === "too_big"
              ? t.errors.passwordTooLong(PASSWORD_MAX_LENGTH)
              : t.errors.password)
          }
          {...register("password")}
        />
        <Button type="submit" isBlock isBusy={isBusy}>
          {isBusy ? t.submitting : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
