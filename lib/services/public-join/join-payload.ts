import type { Language } from "@/lib/i18n/language";
import type { CreateMemberInput } from "@/lib/schemas/member";
import type { JoinDetails } from "@/lib/services/members/create-member";

/**
 * An accepted public join waiting in the outbox (kind `public-join`, decision 033): what the join page sent, checked
 * against the program when it arrived, and the id a new member will get. It holds the person's details only until
 * the worker has carried the join out (seconds), then the row is gone.
 */
export type PublicJoinPayload = {
  merchantId: string;
  programId: string;
  /** The id of the member this join creates if the e-mail is new; a retried attempt recognises its own member. */
  memberId: string;
  /** The members API's input: the person's fields, `marketingConsent` from the consent, the referral code. */
  input: CreateMemberInput;
  joinDetails: JoinDetails;
  language: Language;
};
