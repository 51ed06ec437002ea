import { MEMBER_FIELDS, type MemberField } from "@/lib/schemas/member";
import type { ProgramDto } from "@/lib/services/programs/program-dto";
import type { JoinFormProgram, JoinUtm } from "./join-form-program";

const ALWAYS_SHOWN: MemberField[] = ["email", "firstName", "lastName"];

/** What the join form needs of a program (server side): its fields, what it requires, whether it has terms. */
export function joinFormProgramOf(program: ProgramDto, hasReferral: boolean): JoinFormProgram {
  const required = program.requiredFields ?? [];
  return {
    id: program.id,
    name: program.name,
    owner: program.company?.trim() || program.name,
    hasTerms: Boolean(program.terms?.trim()),
    memberFields: MEMBER_FIELDS.filter((field) => ALWAYS_SHOWN.includes(field) || required.includes(field)),
    requiredFields: required,
    showReferralCode: hasReferral || (program.pointsReferral ?? 0) > 0,
    customFields: (program.customFields ?? []).map((field) => ({
      name: field.name,
      type: field.type ?? "text",
      label: field.displayName?.trim() || field.name,
      defaultValue: field.defaultValue ?? null,
      options: field.options ?? [],
      isRequired: Boolean(field.required),
    })),
  };
}

const UTM_LIMIT = 200;

/** `?utm_source=…&utm_medium=…&utm_campaign=…` of the page's address, or null when it has none. */
export function utmOf(query: Record<string, string | string[] | undefined>): JoinUtm | null {
  const one = (name: string) => {
    const value = query[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text.slice(0, UTM_LIMIT) : null;
  };
  const utm = { source: one("utm_source"), medium: one("utm_medium"), campaign: one("utm_campaign") };
  return utm.source || utm.medium || utm.campaign ? utm : null;
}

/** `?ref=CODE`: the referral code to fill in. */
export function referralOf(query: Record<string, string | string[] | undefined>): string | null {
  const value = query.ref;
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 32) : null;
}
