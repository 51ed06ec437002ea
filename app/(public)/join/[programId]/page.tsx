import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PUBLIC_MESSAGES } from "@/components/public/i18n/messages";
import { JoinForm } from "@/components/public/join-form";
import { joinFormProgramOf, referralOf, utmOf } from "@/components/public/join-form-program-of";
import { ProgramHeading } from "@/components/public/program-heading";
import styles from "@/components/public/public.module.css";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { programTextsIn } from "@/lib/programs/program-texts";
import { toProgramDto } from "@/lib/services/programs/program-dto";
import { programLookOf } from "@/lib/services/programs/program-template";
import { findPublicProgram } from "@/lib/services/public-join/joinable-program";

type JoinPageProps = {
  params: Promise<{ programId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A program that takes members now; anything else shows the "does not take new members" page (404). */
async function joinableProgram(programId: string) {
  const program = await findPublicProgram(programId);
  return program && program.status !== "archived" ? program : null;
}

export async function generateMetadata({ params }: JoinPageProps): Promise<Metadata> {
  const t = await getServerMessages(PUBLIC_MESSAGES);
  const program = await joinableProgram((await params).programId);
  return { title: program ? t.join.metaTitle(program.name) : t.join.closed.title };
}

export default async function JoinPage({ params, searchParams }: JoinPageProps) {
  const stored = await joinableProgram((await params).programId);
  if (!stored) notFound();
  const program = toProgramDto(stored);
  const [t, query, look, language] = await Promise.all([
    getServerMessages(PUBLIC_MESSAGES),
    searchParams,
    programLookOf(stored),
    getRequestLanguage(),
  ]);
  // The description and terms in the page's language where the program gives them (decision 045).
  const { description, terms } = programTextsIn(program, language);
  const referralCode = referralOf(query);
  const company = program.company?.trim();
  return (
    <>
      <ProgramHeading
        title={t.join.heading(program.name)}
        logo={look.logo}
        colors={look.colors}
        logoAlt={t.join.logoAlt(program.name)}
        byline={company ? t.join.by(company) : null}
      />
      {description && <p className={styles.prose}>{description}</p>}
      <p className={styles.prose}>{t.join.lead}</p>
      {terms && (
        <details className={`${styles.panel} ${styles.terms}`}>
          <summary>{t.join.terms.show}</summary>
          <h2>{t.join.terms.heading(program.name)}</h2>
          <p className={styles.prose}>{terms}</p>
        </details>
      )}
      <JoinForm
        program={joinFormProgramOf(program, referralCode !== null)}
        referralCode={referralCode}
        utm={utmOf(query)}
      />
    </>
  );
}
