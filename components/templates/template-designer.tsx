"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { formatTime } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import {
  type DesignerValues,
  toDesignerValues,
  toTemplatePayload,
} from "@/components/templates/designer-values";
import { templateIssueText, templateProblemText } from "@/components/templates/error-text";
import { FieldGroupEditor } from "@/components/templates/field-group-editor";
import { useTemplateMessages } from "@/components/templates/i18n/use-template-messages";
import { ImageSlots } from "@/components/templates/image-slots";
import { PassPreview } from "@/components/templates/pass-preview";
import { type DesignerProgram, withSampleValues } from "@/components/templates/sample-values";
import { saveTemplate } from "@/components/templates/save-template";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { FormSection } from "@/components/ui/form-section";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { issueCtx, issueType } from "@/components/ui/typed-zod-resolver";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import { PASS_FIELD_GROUPS } from "@/lib/passes/field-limits";
import { PASS_IMAGE_RESOLUTIONS, PASS_KINDS, SUPPORTED_IMAGE_TYPES } from "@/lib/passes/image-rules";
import { PASS_PLACEHOLDERS } from "@/lib/passes/placeholders";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import { createTemplateSchema } from "@/lib/schemas/template";
import type { TemplateDto } from "@/lib/services/templates/template-dto";
import styles from "./templates.module.css";

type TemplateDesignerProps = {
  template?: TemplateDto;
  images?: PassImageDto[];
  programs: DesignerProgram[];
};

const TEXT_INPUTS = ["organizationName", "logoText", "description"] as const;
const COLOR_INPUTS = ["backgroundColor", "foregroundColor", "labelColor"] as const;

/** The pass designer: form on one side, a live Wallet-like preview on the other, image slots below. */
export function TemplateDesigner({ template, images: initialImages = [], programs }: TemplateDesignerProps) {
  const t = useTemplateMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const router = useRouter();
  const form = useForm<DesignerValues>({ defaultValues: toDesignerValues(template) });
  const values = useWatch({ control: form.control }) as DesignerValues;
  const [images, setImages] = useState(initialImages);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [isAskingDelete, setIsAskingDelete] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const { notice, show } = useNotice();
  const errorFor = (name: string) => errors[name];
  const isLocked = images.length > 0;
  const savedKind = template?.passType ?? values.passType;

  useUnsavedChangesGuard(form.formState.isDirty, t.unsavedChanges);

  const onSubmit = form.handleSubmit(async (formValues) => {
    setFormError(null);
    setSavedAt(null);
    // A disabled select (kind locked by stored images) may hand back no value: keep the saved kind.
    const payload = toTemplatePayload({ ...formValues, passType: formValues.passType ?? savedKind });
    // The API's own schema checks first, so most mistakes show before a round trip.
    const kind = payload.passType ?? savedKind;
    const local = createTemplateSchema.safeParse(payload);
    if (!local.success) {
      setErrors(
        Object.fromEntries(
          local.error.issues.map((issue) => {
            const field = issue.path.join(".");
            const kindOfIssue = { type: issueType(issue), ctx: issueCtx(issue), msg: issue.message };
            return [field, templateIssueText({ field, issue: kindOfIssue, kind, t, api })];
          }),
        ),
      );
      return;
    }
    const outcome = await saveTemplate({ templateId: template?.id, payload });
    if (!outcome.ok) {
      const { problem } = outcome;
      if (problem.issues.length > 0) {
        setErrors(
          Object.fromEntries(
            problem.issues.map((issue) => {
              const field = fieldOf(issue);
              return [field, templateIssueText({ field, issue, kind, t, api })];
            }),
          ),
        );
        return;
      }
      setFormError(templateProblemText(problem, t, api));
      return;
    }
    setErrors({});
    if (!template) {
      // The template's page says it was created (once: the parameter leaves the address when shown).
      router.push(`/templates/${outcome.data.id}?created=1`);
      return;
    }
    form.reset(toDesignerValues(outcome.data));
    setSavedAt(formatTime(new Date(), language));
    router.refresh();
  });

  const failDelete = (message: string) => {
    setIsDeleting(false);
    setIsAskingDelete(false);
    show("error", message);
  };

  const deleteTemplate = async () => {
    if (!template) return;
    setIsDeleting(true);
    const result = await callApi(
      apiClient.DELETE("/v2/templates/{templateId}", { params: { path: { templateId: template.id } } }),
    );
    if (result.ok || result.problem.status === 404) {
      // The list says which template went; the dialog stays (busy) until the page changes.
      router.push(`/templates?deleted=${encodeURIComponent(template.name)}`);
      router.refresh();
      return;
    }
    failDelete(templateProblemText(result.problem, t, api));
  };

  const { register, formState } = form;
  return (
    <div className={styles.designer}>
      <FormProvider {...form}>
        <form className="form" onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting || undefined}>
          <NoticeRegion notice={notice} />
          {formError && <Alert tone="error">{formError}</Alert>}
          <FormSection title={t.sections.identity}>
            <div className="form-grid">
              <Field id="name" label={t.fields.name} isRequired error={errorFor("name")}>
                {(control) => <input className="input" {...control} {...register("name")} />}
              </Field>
              <Field
                id="passType"
                label={t.fields.passType}
                hint={template && isLocked ? t.fields.passTypeLocked : undefined}
                error={errorFor("passType")}
              >
                {(control) => (
                  <select
                    className="select"
                    {...control}
                    {...register("passType")}
                    disabled={Boolean(template && isLocked)}
                  >
                    {PASS_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t.kinds[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="programId" label={t.fields.programId} error={errorFor("programId")}>
                {(control) => (
                  <select className="select" {...control} {...register("programId")}>
                    <option value="">{t.fields.noProgram}</option>
                    {programs.map((program) => (
                      <option key={program.id} value={program.id}>
                        {program.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </FormSection>
          <FormSection title={t.sections.look} description={t.sections.lookHint}>
            <div className="form-grid">
              {TEXT_INPUTS.map((name) => (
                <Field key={name} id={name} label={t.fields[name]} error={errorFor(name)}>
                  {(control) => <input className="input" {...control} {...register(name)} />}
                </Field>
              ))}
              {COLOR_INPUTS.map((name) => (
                <Field key={name} id={name} label={t.fields[name]} error={errorFor(name)}>
                  {(control) => (
                    <div className={styles.colorRow}>
                      <span
                        className={styles.colorSwatch}
                        style={{ background: values[name] || "transparent" }}
                        aria-hidden="true"
                      />
                      <input className="input" {...control} {...register(name)} />
                    </div>
                  )}
                </Field>
              ))}
            </div>
          </FormSection>
          <FormSection
            title={t.sections.fields}
            description={
              <>
                {t.sections.fieldsHint(t.kinds[values.passType])}{" "}
                {t.sections.placeholders(PASS_PLACEHOLDERS.map((name) => `{${name}}`).join(", "))}
              </>
            }
          >
            {PASS_FIELD_GROUPS.map((group) => (
              <FieldGroupEditor key={group} group={group} kind={values.passType} t={t} errorFor={errorFor} />
            ))}
          </FormSection>
          <div className="form-actions">
            <Button type="submit" isBusy={formState.isSubmitting}>
              {formState.isSubmitting ? t.save.busy : template ? t.save.edit : t.save.create}
            </Button>
            <ButtonLink href="/templates" variant="secondary">
              {t.back}
            </ButtonLink>
            {template && (
              <Button variant="danger" onClick={() => setIsAskingDelete(true)}>
                {t.deleteTemplate}
              </Button>
            )}
            <p className="form-status form-status--success" role="status">
              {savedAt ? t.save.saved(savedAt) : ""}
            </p>
          </div>
          <FormSection
            title={t.sections.images}
            description={template ? t.sections.imagesHint : t.sections.imagesAfterSave}
          >
            {template && (
              <ImageSlots
                kindOf={() => savedKind}
                types={SUPPORTED_IMAGE_TYPES[savedKind]}
                resolutions={PASS_IMAGE_RESOLUTIONS}
                owner={{ kind: "template", templateId: template.id }}
                images={images}
                onChange={setImages}
                t={t}
              />
            )}
          </FormSection>
        </form>
      </FormProvider>
      <aside className={styles.previewColumn} aria-label={t.sections.preview}>
        <h2>{t.sections.preview}</h2>
        <PassPreview
          values={withSampleValues(
            values,
            language,
            programs.find(({ id }) => id === values.programId),
          )}
          images={images}
          label={t.sections.preview}
        />
        <p className="muted">{t.sections.previewSample}</p>
      </aside>
      {template && isAskingDelete && (
        <ConfirmDialog
          title={t.deleteDialog.title(template.name)}
          confirmLabel={t.deleteDialog.confirm}
          cancelLabel={t.deleteDialog.cancel}
          isBusy={isDeleting}
          onCancel={() => setIsAskingDelete(false)}
          onConfirm={() => void deleteTemplate().catch(failDelete)}
        >
          <p>{t.deleteDialog.body}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
