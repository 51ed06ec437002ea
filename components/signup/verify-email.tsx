"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { OBJECT_ID_PATTERN } from "@/lib/schemas/fields";
import { VERIFICATION_CODE_PATTERN } from "@/lib/schemas/signup";
import { ActivationForm } from "./activation-form";
import { useLanguage } from "./i18n/use-language";
import styles from "./signup.module.css";

const OBJECT_ID = new RegExp(OBJECT_ID_PATTERN);
const CODE = new RegExp(VERIFICATION_CODE_PATTERN);

type VerifyEmailProps = { pendingId: string | null; code: string | null };

/**
 * The e-mail link's target: the link brings the code, the owner adds the password they chose (it may be
 * another browser than the one that signed up), then signs in.
 */
export function VerifyEmail({ pendingId, code }: VerifyEmailProps) {
  const { language, t } = useLanguage();
  const [isActive, setIsActive] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const showActive = () => {
    flushSync(() => setIsActive(true));
    headingRef.current?.focus();
    return false;
  };

  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
      {isActive ? t.verify.doneTitle : t.verify.title}
    </h1>
  );

  if (isActive) {
    return (
      <div lang={language} className="card">
        {heading}
        <p className={styles.lead}>{t.verify.doneLead}</p>
        <ButtonLink href="/signin" isBlock>
          {t.actions.signIn}
        </ButtonLink>
      </div>
    );
  }

  if (pendingId === null || !OBJECT_ID.test(pendingId)) {
    return (
      <div lang={language} className="card stack">
        {heading}
        <Alert tone="warning">
          <p>{t.verify.incomplete}</p>
        </Alert>
        <ButtonLink href="/signup" variant="secondary">
          {t.actions.signUp}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div lang={language}>
      <div className="card">
        {heading}
        <p className={styles.lead}>{t.verify.lead}</p>
        <ActivationForm
          pendingId={pendingId}
          defaultCode={CODE.test(code ?? "") ? (code ?? "") : ""}
          onActivated={showActive}
        />
      </div>
      <p className="auth-card__footer">
        {t.verify.needNewCode} <Link href="/signup">{t.verify.signUpAgain}</Link>
      </p>
    </div>
  );
}
