"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";
import { formatCount } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { PASS_MESSAGES, type PassMessages } from "@/components/passes/i18n/messages";
import { missingIconNote } from "@/components/templates/missing-icon";
import { PassPreview, type PreviewValues } from "@/components/templates/pass-preview";
import { Button, ButtonLink } from "@/components/ui/button";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import type { PassKind } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import type { PassSignedBy } from "@/lib/schemas/wallet";
import styles from "./passes.module.css";

export type PassSectionProps = {
  programId: string;
  programType: "loyalty" | "giftcard";
  templates: { id: string; name: string; passType: PassKind }[];
  /** The program's own choice (`templateId`), or "" for none. */
  chosenTemplateId: string;
  worn: { id: string; name: string; isChosen: boolean } | null;
  preview: { values: PreviewValues; images: PassImageDto[] };
  /** Who signs the passes and what they carry; `until` already formatted in the page's language. */
  signing: {
    signedBy: PassSignedBy;
    /** The merchant's stored certificate does not sign (Settings → Wallet says why). */
    hasCertificateIssue: boolean;
    passTypeIdentifier: string;
    teamIdentifier: string;
    until: string;
  };
  /** Registered devices (the PassKit web service's numbers); null until they are counted. */
  installCounts: { installs: number; removals: number } | null;
};

function signingText(t: PassMessages, signing: PassSectionProps["signing"]): string {
  if (signing.signedBy === "merchant") return t.signing.own(signing.teamIdentifier, signing.until);
  if (signing.signedBy === "service")
    return t.signing.service(signing.passTypeIdentifier, signing.teamIdentifier, signing.until);
  return t.signing.development;
}

function wornText(t: PassMessages, worn: PassSectionProps["worn"]): string {
  if (!worn) return t.template.none;
  return worn.isChosen ? "" : t.template.fallback(worn.name);
}

/** Downloads the program's sample .pkpass through the API (the session's credentials), as a file. */
async function downloadSample(programId: string): Promise<ApiProblem | null> {
  const result = await callApi(
    apiClient.GET("/v2/loyalty/programs/{programId}/pass/sample", {
      params: { path: { programId } },
      parseAs: "blob",
    }),
  );
  if (!result.ok) return result.problem;
  const url = URL.createObjectURL(result.data as unknown as Blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `sample-${programId}.pkpass`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return null;
}

/**
 * The program page's "Pass" section: which template the passes wear (only suitable ones offered), a preview
 * with a sample member built by the pass builder itself, the sample .pkpass, how passes are signed, and the
 * install counts. A section of its own beside the program's form: choosing a template saves at once.
 */
export function PassSection(props: PassSectionProps) {
  const { programId, programType, templates, chosenTemplateId, worn, preview, signing, installCounts } =
    props;
  const t = useMessages(PASS_MESSAGES);
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const router = useRouter();
  const selectId = useId();
  const [selected, setSelected] = useState(chosenTemplateId);
  const [isSaving, setIsSaving] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const [isRefreshing, startRefresh] = useTransition();
  const { notice, show } = useNotice();
  const describe = (problem: ApiProblem) =>
    problem.status === 404
      ? t.errors.notFound
      : problemText(problem, api, t.errors as Partial<Record<string, string>>);

  const save = async () => {
    setIsSaving(true);
    const result = await callApi(
      apiClient.PUT("/v2/loyalty/programs/{programId}", {
        params: { path: { programId } },
        body: { templateId: selected || null },
      }),
    );
    setIsSaving(false);
    if (!result.ok) return show("error", describe(result.problem));
    const name = templates.find((template) => template.id === selected)?.name;
    show("success", name ? t.template.saved(name) : t.template.savedDefault);
    startRefresh(() => router.refresh());
  };

  const download = async () => {
    setIsDownloading(true);
    const problem = await downloadSample(programId);
    setIsDownloading(false);
    if (!problem) return show("success", t.sample.downloaded);
    show("error", problem.code === API_PROBLEM_CODES.network ? describe(problem) : t.errors.sampleFailed);
  };

  const hint = wornText(t, worn);
  return (
    <section className={`form-section ${styles.section}`} aria-labelledby="pass-section-title">
      <h2 id="pass-section-title">{t.title}</h2>
      <p className="muted">{t.description}</p>
      <div className={styles.layout}>
        <div className={styles.controls}>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t.template.label}
            </label>
            <p id={`${selectId}-hint`} className="field__hint">
              {t.template.hint}
            </p>
            <select
              id={selectId}
              className="select"
              value={selected}
              aria-describedby={`${selectId}-hint`}
              onChange={(event) => setSelected(event.target.value)}
            >
              <option value="">{t.template.defaultDesign}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {t.template.option(template.name, t.kinds[template.passType])}
                </option>
              ))}
            </select>
          </div>
          {hint && <p className="muted">{hint}</p>}
          <div className="row-actions">
            <Button
              onClick={() => void save()}
              isBusy={isSaving}
              disabled={selected === chosenTemplateId || isRefreshing}
            >
              {isSaving ? t.template.saving : t.template.save}
            </Button>
            <ButtonLink href="/templates" variant="secondary">
              {t.template.manage}
            </ButtonLink>
          </div>
          <NoticeRegion notice={notice} isPending={isRefreshing} />
          <div>
            <Button variant="secondary" onClick={() => void download()} isBusy={isDownloading}>
              {isDownloading ? t.sample.downloading : t.sample.download}
            </Button>
            <p className="muted">{t.sample.hint}</p>
          </div>
          <div>
            <h3 className={styles.subtitle}>{t.signing.title}</h3>
            <p data-signing={signing.signedBy}>{signingText(t, signing)}</p>
            {signing.hasCertificateIssue && <p data-certificate-issue="">{t.signing.certificateIssue}</p>}
          </div>
          {installCounts && (
            <div>
              <h3 className={styles.subtitle}>{t.installs.title}</h3>
              <div className={styles.counts}>
                <dl>
                  <dt>{t.installs.installs}</dt>
                  <dd>{formatCount(installCounts.installs, language)}</dd>
                </dl>
                <dl>
                  <dt>{t.installs.removals}</dt>
                  <dd>{formatCount(installCounts.removals, language)}</dd>
                </dl>
              </div>
            </div>
          )}
        </div>
        <div className={styles.preview} aria-busy={isRefreshing || undefined}>
          <PassPreview values={preview.values} images={preview.images} label={t.preview.label} />
          <p className="muted">
            {programType === "giftcard" ? t.preview.captionGiftCard : t.preview.caption}
          </p>
          {worn && (
            <p className="muted" data-testid="missing-icon">
              {missingIconNote(preview.images, t.preview)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
