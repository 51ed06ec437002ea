import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { formatDateTimeInZone } from "@/components/i18n/format";
import { MEMBER_MESSAGES } from "@/components/members/i18n/messages";
import { memberNameOf } from "@/components/members/list-query";
import { MemberActions } from "@/components/members/member-actions";
import { type EditableCustomField, MemberEditForm } from "@/components/members/member-edit-form";
import { LEDGER_PAGE_SIZE, ledgerPageOf, MemberLedger } from "@/components/members/member-ledger";
import { MemberProfile } from "@/components/members/member-profile";
import { MemberProfileHistory } from "@/components/members/member-profile-history";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { passTimeZoneOf } from "@/lib/passes/time-zone";
import { getMemberOrThrow, memberDtoOf } from "@/lib/services/members/get-member";
import { lastVisitOf } from "@/lib/services/members/last-visit";
import { listPoints } from "@/lib/services/members/list-points";
import { listProfileChanges } from "@/lib/services/members/profile-changes";
import { listOffers } from "@/lib/services/offers/list-offers";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";
import { actorNamesOf } from "@/lib/services/team/actor-names";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages(MEMBER_MESSAGES)).member.profile };
}

type SearchParams = Record<string, string | string[] | undefined>;
type MemberPageProps = {
  params: Promise<{ programId: string; memberId: string }>;
  searchParams: Promise<SearchParams>;
};

async function load(merchantId: string, programId: string, memberId: string, ledgerPage: number) {
  try {
    const program = await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
    const [member, ledger, offers, profileChanges, lastVisit] = await Promise.all([
      getMemberOrThrow({ merchantId, programId, memberId }).then((stored) => memberDtoOf(stored, program)),
      listPoints({ merchantId, programId, memberId, query: { page: ledgerPage, limit: LEDGER_PAGE_SIZE } }),
      listOffers({ merchantId, programId }),
      listProfileChanges({ merchantId, programId, memberId, query: { page: 1, limit: 50 } }),
      lastVisitOf({ merchantId, memberId }),
    ]);
    return {
      program: toProgramDto(program),
      member,
      ledger,
      // Who did each entry on this page: one read of the people named, one of the merchant's app keys.
      actorNames: await actorNamesOf({ merchantId, actors: ledger.items }),
      offers: offers.items.filter((offer) => offer.status === "LIVE"),
      // Every offer, ended ones too: the history names what was redeemed.
      offerNames: new Map(offers.items.map((offer) => [offer.id, offer.name])),
      profileChanges: profileChanges.items,
      lastVisit,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

/** The program's custom fields the edit form offers: all but `json` ones (shown on the profile, edited by the API). */
function editableCustomFields(
  fields: { name: string; type?: string | null; options?: string[] | null }[],
  labels: ReadonlyMap<string, string>,
): EditableCustomField[] {
  return fields.flatMap((field) => {
    const type = field.type ?? "text";
    if (!["text", "email", "number", "date", "selection"].includes(type)) return [];
    return [
      {
        name: field.name,
        label: labels.get(field.name) ?? field.name,
        type: type as EditableCustomField["type"],
        options: field.options ?? [],
      },
    ];
  });
}

export default async function MemberPage({ params, searchParams }: MemberPageProps) {
  const { programId, memberId } = await params;
  const ledgerPage = ledgerPageOf(await searchParams);
  const { merchant } = await requireMerchant(
    `/programs/${encodeURIComponent(programId)}/members/${encodeURIComponent(memberId)}`,
  );
  const language = await getRequestLanguage();
  const messages = await getServerMessages(MEMBER_MESSAGES);
  if (!merchant) return <ChooseMerchant title={messages.member.profile} />;
  const loaded = await load(merchant.merchantId, programId, memberId, ledgerPage);
  if (!loaded) notFound();
  const { program, member, ledger, actorNames, offers, offerNames, profileChanges, lastVisit } = loaded;
  const timeZone = passTimeZoneOf(program.timeZone);
  const customFieldLabels = new Map(
    (program.customFields ?? []).map((field) => [field.name, field.displayName || field.name]),
  );
  const name = memberNameOf(member);
  const gdpr = new URLSearchParams({ programId: program.id, memberId: member.id });
  return (
    <>
      <PageHeader
        title={name}
        description={`${program.name} · ${messages.member.description(member.memberNumber)}`}
        actions={
          <ButtonLink href={`/programs/${program.id}/members`} variant="secondary">
            {messages.member.backToList}
          </ButtonLink>
        }
      />
      <MemberActions
        programId={program.id}
        member={{ id: member.id, name, status: member.status, hasEmail: Boolean(member.email) }}
        offers={offers.map(({ id, name, pointsCost }) => ({ id, name, pointsCost }))}
        gdprHref={`/gdpr?${gdpr.toString()}`}
      />
      {lastVisit && (
        <p data-last-visit>
          {messages.member.lastVisit(
            lastVisit.locationName,
            formatDateTimeInZone(lastVisit.at, language, timeZone),
          )}
        </p>
      )}
      <MemberProfile member={member} program={program} messages={messages} language={language} />
      {member.status !== "erased" && (
        <MemberEditForm
          programId={program.id}
          member={member}
          customFields={editableCustomFields(program.customFields ?? [], customFieldLabels)}
        />
      )}
      <MemberLedger
        programId={program.id}
        memberId={member.id}
        page={ledger}
        messages={messages}
        language={language}
        timeZone={timeZone}
        offerNames={offerNames}
        actorNames={actorNames}
      />
      <MemberProfileHistory
        changes={profileChanges}
        messages={messages}
        language={language}
        timeZone={timeZone}
        customFieldLabels={customFieldLabels}
      />
    </>
  );
}
