import type { MemberField } from "@/lib/schemas/member";

/** What the join form needs to know of a program: serializable, nothing the public may not see. */
export type JoinFormProgram = {
  id: string;
  name: string;
  /** Who keeps the customer's details: the program's company, else its name. */
  owner: string;
  hasTerms: boolean;
  /** Member fields shown: e-mail and names always, the others when the program requires them. */
  memberFields: MemberField[];
  requiredFields: string[];
  showReferralCode: boolean;
  customFields: {
    name: string;
    type: "text" | "email" | "number" | "date" | "selection" | "json";
    label: string;
    defaultValue: string | null;
    options: string[];
    isRequired: boolean;
  }[];
};

/** The campaign the page was opened from (`?utm_source=…`), sent with the join. */
export type JoinUtm = { source: string | null; medium: string | null; campaign: string | null };
