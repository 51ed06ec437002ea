"use client";

import { useState } from "react";
import { formatDateTime } from "@/components/i18n/format";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { TEAM_MESSAGES } from "@/components/team/i18n/messages";
import { InviteForm } from "@/components/team/invite-form";
import styles from "@/components/team/team.module.css";
import { changeRole, removeFromTeam, resendInvitation, revokeInvitation } from "@/components/team/team-api";
import { Button } from "@/components/ui/button";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import {
  type InvitationDto,
  MERCHANT_ROLES,
  type MerchantRole,
  type TeamMemberDto,
} from "@/lib/schemas/team";

type Props = { initialMembers: TeamMemberDto[]; initialInvitations: InvitationDto[]; currentUserId: string };

/** The team's people (role changes, removal) and invitations (resend, revoke), with the invite form. */
export function TeamManager({ initialMembers, initialInvitations, currentUserId }: Props) {
  const t = useMessages(TEAM_MESSAGES);
  const { language } = useLanguageChoice();
  const [members, setMembers] = useState(initialMembers);
  const [invitations, setInvitations] = useState(initialInvitations);
  const [busy, setBusy] = useState<string | null>(null);
  const { notice, show } = useNotice();

  async function act<T>(
    key: string,
    run: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
  ) {
    setBusy(key);
    const result = await run();
    setBusy(null);
    if (!result.ok) show("error", result.message);
    return result.ok ? result.data : null;
  }

  async function setRole(member: TeamMemberDto, role: MerchantRole) {
    const changed = await act(member.userId, () => changeRole(member.userId, role, t.errors));
    if (!changed) return;
    setMembers((all) => all.map((m) => (m.userId === member.userId ? changed : m)));
    show("success", t.members.changed(member.name, t.roles[role]));
  }

  async function remove(member: TeamMemberDto) {
    if ((await act(member.userId, () => removeFromTeam(member.userId, t.errors))) === null) return;
    setMembers((all) => all.filter((m) => m.userId !== member.userId));
    show("success", t.members.removed(member.name));
  }

  async function resend(invitation: InvitationDto) {
    const sent = await act(invitation.id, () => resendInvitation(invitation.id, t.errors));
    if (!sent) return;
    setInvitations((all) => all.map((i) => (i.id === invitation.id ? sent : i)));
    show("success", t.invitations.resent(invitation.email));
  }

  async function revoke(invitation: InvitationDto) {
    if ((await act(invitation.id, () => revokeInvitation(invitation.id, t.errors))) === null) return;
    setInvitations((all) => all.map((i) => (i.id === invitation.id ? { ...i, status: "revoked" } : i)));
    show("success", t.invitations.revoked(invitation.email));
  }

  return (
    <>
      <NoticeRegion notice={notice} />
      <div className="settings-grid">
        <section className="card">
          <InviteForm
            onInvited={(invitation) => {
              setInvitations((all) => [invitation, ...all]);
              show("success", t.invite.sent(invitation.email));
            }}
          />
        </section>
        <section className="card" aria-labelledby="team-people">
          <h2 id="team-people">{t.members.title}</h2>
          <ul className={styles.list}>
            {members.map((member) => (
              <li key={member.userId}>
                <p>
                  <strong>{member.name}</strong> {member.userId === currentUserId && t.members.you}
                  <br />
                  <span className="muted">{member.email}</span> · {t.roles[member.role]}
                </p>
                {member.userId !== currentUserId && (
                  <p className={styles.actions}>
                    {MERCHANT_ROLES.filter((role) => role !== member.role).map((role) => (
                      <Button
                        key={role}
                        variant="secondary"
                        size="small"
                        disabled={busy !== null}
                        onClick={() => setRole(member, role)}
                      >
                        {t.members.makeRole(t.roles[role])}
                      </Button>
                    ))}
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={busy !== null}
                      onClick={() => remove(member)}
                    >
                      {t.members.remove}
                    </Button>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="team-invitations">
          <h2 id="team-invitations">{t.invitations.title}</h2>
          {invitations.length === 0 ? (
            <p className="muted">{t.invitations.none}</p>
          ) : (
            <ul className={styles.list}>
              {invitations.map((invitation) => (
                <li key={invitation.id}>
                  <p>
                    <strong>{invitation.email}</strong> · {t.roles[invitation.role]} ·{" "}
                    {t.invitations.status[invitation.status]}
                    <br />
                    <span className="muted">
                      {t.invitations.expires} {formatDateTime(invitation.expiresAt, language)}
                    </span>
                  </p>
                  {(invitation.status === "pending" || invitation.status === "expired") && (
                    <p className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="small"
                        disabled={busy !== null}
                        onClick={() => resend(invitation)}
                      >
                        {t.invitations.resend}
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        disabled={busy !== null}
                        onClick={() => revoke(invitation)}
                      >
                        {t.invitations.revoke}
                      </Button>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
