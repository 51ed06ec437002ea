"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState, useTransition } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { issueText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { type ApiProblem, fieldOf } from "@/components/api/parse-api-error";
import { memberProblemText } from "@/components/members/error-text";
import { useMemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { NoticeRegion, useNotice } from "@/components/ui/notice";

export type ActionMember = { id: string; name: string; status: string; hasEmail: boolean };
export type RedeemableOffer = { id: string; name: string; pointsCost: number | null };

type MemberActionsProps = {
  programId: string;
  member: ActionMember;
  offers: RedeemableOffer[];
  /** The GDPR form, prefilled with this member. */
  gdprHref: string;
};

/** Whole numbers only: "+5", "-3", " 12 "; anything else is refused at the field before a request. */
const pointsOf = (text: string): number | null => (/^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : null);

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

  const [points, setPoints] = useState("");
  const [reason, setReason] = useState("");
  const [adjustErrors, setAdjustErrors] = useState<Record<string, string>>({});
  const [isAdjusting, setIsAdjusting] = useState(false);
  const [offerId, setOfferId] = useState("");
  const [offerError, setOfferError] = useState<string | undefined>();
  const [isRedeeming, setIsRedeeming] = useState(false);
  const [isAskingSuspend, setIsAskingSuspend] = useState(false);
  const [isChangingStatus, setIsChangingStatus] = useState(false);
  const [isSendingLink, setIsSendingLink] = useState(false);

  const isErased = member.status === "erased";
  /** Errors at their fields, and focus on the first, so a keyboard or screen-reader user lands on it. */
  const showAdjustErrors = (errors: Record<string, string>) => {
    setAdjustErrors(errors);
    const first = ["points", "reason"].find((name) => errors[name]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };
  const showProblem = (problem: ApiProblem) => show("error", memberProblemText(problem, t, api));

  async function adjust(event: FormEvent) {
    event.preventDefault();
    clear();
    const amount = pointsOf(points);
    if (amount === null || amount === 0) {
      const pointsError = amount === 0 ? t.adjust.notZero : issueText({ type: "int_parsing" }, api);
      showAdjustErrors({
        points: pointsError,
        ...(reason.trim() ? {} : { reason: issueText({ type: "missing" }, api) }),
      });
      return;
    }
    setIsAdjusting(true);
    // The API decides whether the reason is given: its 422 is worded at the field by its kind.
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/members/{memberId}/points", {
        params,
        body: { points: amount, reason: reason.trim() },
      }),
    );
    setIsAdjusting(false);
    if (!result.ok) {
      const fieldIssues = result.problem.issues.filter((issue) =>
        ["points", "reason"].includes(fieldOf(issue)),
      );
      if (fieldIssues.length === 0) return showProblem(result.problem);
      showAdjustErrors(
        Object.fromEntries(
          fieldIssues.map((issue) => [
            fieldOf(issue),
            issue.type === "value_error" && fieldOf(issue) === "points"
              ? t.adjust.notZero
              : issueText(issue, api),
          ]),
        ),
      );
      return;
    }
    setAdjustErrors({});
    setPoints("");
    setReason("");
    show("success", t.adjust.done(result.data.points, result.data.balanceAfter));
    refresh();
  }

  async function redeem(event: FormEvent) {
    event.preventDefault();
    clear();
    const offer = offers.find((each) => each.id === offerId);
    if (!offer) {
      setOfferError(issueText({ type: "missing" }, api));
      return;
    }
    setOfferError(undefined);
    setIsRedeeming(true);
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/redemptions", {
        params: { path: { programId, offerId: offer.id } },
        body: { memberId: member.id },
      }),
    );
    setIsRedeeming(false);
    if (!result.ok) return showProblem(result.problem);
    setOfferId("");
    show("success", t.redeem.done(offer.name));
    refresh();
  }

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
          <form className="form-section" onSubmit={adjust} noValidate aria-labelledby={`${id}-adjust`}>
            <h2 id={`${id}-adjust`} className={styles.sectionTitle}>
              {t.adjust.title}
            </h2>
            <div className="form-grid">
              <Field
                id={`${id}-points`}
                label={t.adjust.points}
                hint={t.adjust.hint}
                isRequired
                error={adjustErrors.points}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    inputMode="numeric"
                    autoComplete="off"
                    value={points}
                    onChange={(event) => setPoints(event.target.value)}
                  />
                )}
              </Field>
              <Field
                id={`${id}-reason`}
                label={t.adjust.reason}
                hint={t.adjust.reasonHint}
                isRequired
                error={adjustErrors.reason}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    maxLength={200}
                    autoComplete="off"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                )}
              </Field>
            </div>
            <div className="form-actions">
              <Button type="submit" isBusy={isAdjusting}>
                {t.adjust.submit}
              </Button>
            </div>
          </form>

          <form className="form-section" onSubmit={redeem} noValidate aria-labelledby={`${id}-redeem`}>
            <h2 id={`${id}-redeem`} className={styles.sectionTitle}>
              {t.redeem.title}
            </h2>
            {offers.length === 0 ? (
              <p className="muted">{t.redeem.none}</p>
            ) : (
              <>
                <Field id={`${id}-offer`} label={t.redeem.offer} isRequired error={offerError}>
                  {(control) => (
                    <select
                      {...control}
                      className="select"
                      value={offerId}
                      onChange={(event) => setOfferId(event.target.value)}
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
                  <Button type="submit" isBusy={isRedeeming}>
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
