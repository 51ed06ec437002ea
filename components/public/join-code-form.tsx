"use client";

import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { openCardSchema } from "@/lib/schemas/member-code";
import { usePublicMessages } from "./i18n/messages";
import { openCardWithCode } from "./join-api";
import { OneTimeCodeField, withoutSpaces } from "./one-time-code-field";
import styles from "./public.module.css";

type JoinCodeFormProps = { programId: string; email: string };
type CodeValues = { code: string };

/**
 * The join's second step (decision 042): the code the join's e-mail carries opens the card on this page, so a
 * customer at the counter reaches "Add to Wallet" without leaving it. Shown after every join alike; a wrong code
 * and an address that is no member's get the same words.
 */
export function JoinCodeForm({ programId, email }: JoinCodeFormProps) {
  const t = usePublicMessages();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => typedZodResolver(openCardSchema.pick({ code: true })), []);
  const { register, handleSubmit, formState, setFocus } = useForm<CodeValues>({
    resolver,
    defaultValues: { code: "" },
  });

  async function onValid({ code }: CodeValues) {
    setProblem(null);
    const result = await openCardWithCode(programId, { email, code });
    if (result.ok) {
      window.location.assign(result.cardPath);
      return;
    }
    setProblem(result.problem.status === 429 ? t.join.code.tooMany : t.join.code.invalid);
    setFocus("code");
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid)} noValidate>
      <div role="alert" className="live-slot">
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
      <OneTimeCodeField
        id={`${id}-code`}
        label={t.join.code.label}
        hint={t.join.code.hint}
        error={formState.errors.code ? t.join.code.format : undefined}
        registration={register("code", { setValueAs: withoutSpaces })}
      />
      <Button type="submit" className={styles.submit} isBusy={formState.isSubmitting}>
        {t.join.code.submit}
      </Button>
    </form>
  );
}
