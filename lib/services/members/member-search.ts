import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/max";
import { displayNameOf } from "@/lib/members/display-name";
import { normaliseCode } from "@/lib/services/members/member-codes";
import type { StoredMember } from "@/lib/services/members/points-ledger";

/** Lower case without accents' case differences: "Ä" and "ä" compare equal, as people type them. */
const folded = (text: string) => text.normalize("NFC").toLocaleLowerCase("en").trim();

/** What the list sorts a member's name by: first and last name, else the e-mail, else the member number. */
export const memberSortName = (member: StoredMember) =>
  displayNameOf(member) || member.email || member.memberNumber;

/**
 * The digit prefixes a typed phone (part) stands for, as E.164 digits without `+`: `+49 151…` and `0049 151…`
 * as given, `0151…` with the program's country code for the national 0, and `151…` after the country code.
 */
function phonePrefixesOf(q: string, country: string | null | undefined): string[] {
  if (!/^[+\d][\d\s().\-/]*$/.test(q)) return [];
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return [];
  if (q.startsWith("+")) return [digits];
  if (digits.startsWith("00")) return [digits.slice(2)];
  const region = country?.trim().toUpperCase();
  const code = region && isSupportedCountry(region) ? getCountryCallingCode(region as CountryCode) : null;
  if (!code) return [digits];
  return digits.startsWith("0") ? [code + digits.slice(1)] : [digits, code + digits];
}

/**
 * Whether a member's first name, last name, full name, e-mail, phone, member number or external id starts with
 * `q` (case-insensitive; the phone as digits). Built once per search, applied to each member in code.
 */
export function memberPrefixMatcher(q: string, country: string | null | undefined) {
  const text = folded(q);
  const code = normaliseCode(q);
  const phones = phonePrefixesOf(q.trim(), country);
  return (member: StoredMember) => {
    const startsWithText = (value: string | null | undefined) =>
      Boolean(value && folded(value).startsWith(text));
    // Each name part on its own ("Lov" finds Ada Lovelace), then the whole name, the e-mail and the external id.
    if (startsWithText(member.firstName) || startsWithText(member.lastName)) return true;
    if ([displayNameOf(member), member.email, member.externalId].some(startsWithText)) return true;
    if (code && member.memberNumber.startsWith(code)) return true;
    const phone = member.phone?.replace(/\D/g, "");
    return Boolean(phone && phones.some((prefix) => phone.startsWith(prefix)));
  };
}
