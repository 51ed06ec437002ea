"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText } from "@/components/api/error-text";
import { type ApiMessages, useApiMessages } from "@/components/api/i18n/messages";
import { type ApiProblem, fieldOf } from "@/components/api/parse-api-error";
import { memberProblemText } from "@/components/members/error-text";
import { type MemberMessages, useMemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { fieldErrorKind, type TypedFieldError, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { MEMBER_LIMITS, type PointsAdjustmentInput, pointsAdjustmentSchema } from "@/lib/schemas/member";

export type ActionMember = { id: string; name: string; status: string; hasEmail: boolean };
export type RedeemableOffer = { id: string; name: string; pointsCost: number | null };

type MemberActionsProps = {
  programId: string;
  member: ActionMember;
  offers: RedeemableOffer[];
  /** The GDPR form, prefilled with this member. */
  gdprHref: string;
};

type AdjustValues = { points: string; reason: string };
type RedeemValues = { offerId: string };

// The adjustment's own schema (POST …/points): whole numbers, not 0, within bounds, and a reason.
const checkAdjustment = typedZodResolver(pointsAdjustmentSchema);

/** A field's error in the page's language: an API answer comes worded; the form's own by its kind. */
function adjustErrorText(error: FieldError | undefined, t: MemberMessages, api: ApiMessages) {
  if (!error) return undefined;
  if (error.type === "server") return error.message;
  // The schema's "not 0" refinement (the API reports it as a value_error).
  if (error.type === "custom" || error.type === "value_error") return t.adjust.notZero;
  return issueText(fieldErrorKind(error), api);
}

/**
 * What the merchant does with one member: adjust points (a reason is required), redeem a live offer, suspend
 * (asked first) or reactivate, and erase through the GDPR form. Each answer is announced in the notice region,
 * which takes focus; the server parts of the page (balance, history) are then refreshed.
 */
export function MemberActions({ programId, member, offers, gdprHref }: MemberActionsProps) {
  const t = useMemberMessages();
  const api = useApiMessages();
  const router = useRouter();
  const id = useId();
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const refresh = () => startTransition(() => router.refresh());
  const params = { path: { programId, memberId: member.id } };

  const adjustForm = useForm<AdjustValues, unknown, PointsAdjustmentInput>({
    defaultValues: { points: "", reason: "" },
    resolver: (values, context, options) =>
      checkAdjustment(
        { ...values, reason: values.reason.trim() } as never,
        context,
        options as never,
      ) as never,
  });
  const redeemForm = useForm<RedeemValues>({ defaultValues: { offerId: "" } });
  const [isAskingSuspend, setIsAskingSuspend] = useState(false);
  const [isChangingStatus, setIsChangingStatus] = useState(false);
  const [isSendingLink, setIsSendingLink] = useState(false);

  const isErased = member.status === "erased";
  const showProblem = (problem: ApiProblem) => show("error", memberProblemText(problem, t, api));

  const adjust = adjustForm.handleSubmit(async (body) => {
    // The API words its 422s by kind; those at the form's fields go there, and focus the first.
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/members/{memberId}/points", { params, body }),
    );
    if (!result.ok) {
      const fieldIssues = result.problem.issues.filter((issue) =>
        ["points", "reason"].includes(fieldOf(issue)),
      );
      if (fieldIssues.length === 0) return showProblem(result.problem);
      for (const [index, issue] of fieldIssues.entries()) {
        const field = fieldOf(issue) as keyof AdjustValues;
        const kind: TypedFieldError = { type: issue.type, message: issue.msg, ctx: issue.ctx };
        const message = adjustErrorText(kind, t, api) ?? "";
        adjustForm.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
      }
      return;
    }
    adjustForm.reset();
    show("success", t.adjust.done(result.data.points, result.data.balanceAfter));
    refresh();
  });

  const redeem = redeemForm.handleSubmit(async ({ offerId }) => {
    const offer = offers.find((each) => each.id === offerId);
    if (!offer) return;
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/redemptions", {
        params: { path: { programId, offerId: offer.id } },
        body: { memberId: member.id },
      }),
    );
    if (!result.ok) return showProblem(result.problem);
    redeemForm.reset();
    show("success", t.redeem.done(offer.name));
    refresh();
  });

  async function changeStatus(status: "active" | "suspended") {
    clear();
    setIsChangingStatus(true);
    const result = await callApi(
      apiClient.PUT("/v2/loyalty/programs/{programId}/members/{memberId}", { params, body: { status } }),
    );
    setIsChangingStatus(false);
    setIsAskingSuspend(false);
    if (!result.ok) return showProblem(result.problem);
    show(
      "success",
      status === "suspended" ? t.status.suspended(member.name) : t.status.reactivated(member.name),
    );
    refresh();
  }

  /** A new card link: the old one dies now, the new one goes to the member's e-mail (the answer has no link). */
  async function sendCardLink() {
    clear();
    setIsSendingLink(true);
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/members/{memberId}/card-link", { params }),
    );
    setIsSendingLink(false);
    if (!result.ok) return showProblem(result.problem);
    show("success", t.cardLink.sent(member.name));
  }

  return (
    <>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      {isErased ? (
        <p className="muted">{t.member.erasedNote}</p>
      ) : (
        <div className={styles.actions}>
          <form
            className="form-section"
            onSubmit={(event) => {
              clear();
              void adjust(event);
            }}
            noValidate
            aria-labelledby={`${id}-adjust`}
          >
            <h2 id={`${id}-adjust`} className={styles.sectionTitle}>
              {t.adjust.title}
            </h2>
            <div className="form-grid">
              <Field
                id={`${id}-points`}
                label={t.adjust.points}
                hint={t.adjust.hint}
                isRequired
                error={adjustErrorText(adjustForm.formState.errors.points, t, api)}
              >
                {(control) => (
                  <input
                    {...control}
                    {...adjustForm.register("points")}
                    className="input"
                    inputMode="numeric"
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field
                id={`${id}-reason`}
                label={t.adjust.reason}
                hint={t.adjust.reasonHint}
                isRequired
                error={adjustErrorText(adjustForm.formState.errors.reason, t, api)}
              >
                {(control) => (
                  <input
                    {...control}
                    {...adjustForm.register("reason")}
                    className="input"
                    maxLength={MEMBER_LIMITS.reason}
                    autoComplete="off"
                  />
                )}
              </Field>
            </div>
            <div className="form-actions">
              <Button type="submit" isBusy={adjustForm.formState.isSubmitting}>
                {t.adjust.submit}
              </Button>
            </div>
          </form>

          <form
            className="form-section"
            onSubmit={(event) => {
              clear();
              void redeem(event);
            }}
            noValidate
            aria-labelledby={`${id}-redeem`}
          >
            <h2 id={`${id}-redeem`} className={styles.sectionTitle}>
              {t.redeem.title}
            </h2>
            {offers.length === 0 ? (
              <p className="muted">{t.redeem.none}</p>
            ) : (
              <>
                <Field
                  id={`${id}-offer`}
                  label={t.redeem.offer}
                  isRequired
                  error={redeemForm.formState.errors.offerId && issueText({ type: "missing" }, api)}
                >
                  {(control) => (
                    <select
                      {...control}
                      {...redeemForm.register("offerId", { required: true })}
                      className="select"
                    >
                      <option value="">{t.redeem.choose}</option>
                      {offers.map((offer) => (
                        <option key={offer.id} value={offer.id}>
                          {`${offer.name} (${t.redeem.cost(offer.pointsCost)})`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div className="form-actions">
                  <Button type="submit" isBusy={redeemForm.formState.isSubmitting}>
                    {t.redeem.submit}
                  </Button>
                </div>
              </>
            )}
          </form>

          <section className="form-section" aria-labelledby={`${id}-status`}>
            <h2 id={`${id}-status`} className={styles.sectionTitle}>
              {t.status.title}
            </h2>
            <div className="form-actions">
              {member.status === "active" ? (
                <Button
                  variant="danger"
                  className={styles.wrappingButton}
                  onClick={() => setIsAskingSuspend(true)}
                  disabled={isChangingStatus}
                >
                  {t.status.suspend}
                </Button>
              ) : (
                <Button
                  className={styles.wrappingButton}
                  onClick={() => void changeStatus("active")}
                  isBusy={isChangingStatus}
                >
                  {t.status.reactivate}
                </Button>
              )}
            </div>
          </section>

          <section className="form-section" aria-labelledby={`${id}-card-link`}>
            <h2 id={`${id}-card-link`} className={styles.sectionTitle}>
              {t.cardLink.title}
            </h2>
            <p>{member.hasEmail ? t.cardLink.body : t.cardLink.noEmail}</p>
            {member.hasEmail && (
              <div className="form-actions">
                <Button
                  variant="secondary"
                  className={styles.wrappingButton}
                  onClick={() => void sendCardLink()}
                  isBusy={isSendingLink}
                >
                  {t.cardLink.send}
                </Button>
              </div>
            )}
          </section>

          <section className="form-section" aria-labelledby={`${id}-gdpr`}>
            <h2 id={`${id}-gdpr`} className={styles.sectionTitle}>
              {t.gdpr.title}
            </h2>
            <p>{t.gdpr.body}</p>
            <ButtonLink href={gdprHref} variant="secondary" className={styles.wrappingButton}>
              {t.gdpr.link}
            </ButtonLink>
          </section>
        </div>
      )}
      {isAskingSuspend && (
        <ConfirmDialog
          title={t.status.suspendDialog.title(member.name)}
          confirmLabel={t.status.suspendDialog.confirm}
          cancelLabel={t.status.suspendDialog.keep}
          isBusy={isChangingStatus}
          onCancel={() => setIsAskingSuspend(false)}
          onConfirm={() => void changeStatus("suspended")}
        >
          <p>{t.status.suspendDialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
