import type { CreateProgramInput } from "@/lib/schemas/program";
import {
  BARCODE_FORMAT_LABELS,
  CUSTOM_FIELD_TYPE_LABELS,
  PROGRAM_SCHEMA_LABELS,
  PROGRAM_TYPE_LABELS,
  SCANNER_TYPE_LABELS,
} from "../labels";

type CustomFieldKey = keyof CreateProgramInput["customFields"][number];

const fields: Record<keyof CreateProgramInput, string> = {
  name: "Program name",
  passTypeIdentifier: "Pass type identifier",
  schema: "Program schema",
  programType: "Program type",
  description: "Description",
  language: "Language",
  country: "Country",
  timeZone: "Time zone",
  company: "Company name",
  address: "Address",
  openingHours: "Opening hours",
  privacyUrl: "Privacy notice (web address)",
  website: "Website",
  email: "Contact e-mail",
  phone: "Phone",
  terms: "Terms and conditions",
  pointsAddEmail: "Points for adding an e-mail",
  pointsAddPhone: "Points for adding a phone number",
  pointsInstallPass: "Points for installing the pass",
  pointsScanPass: "Points per scan",
  dynamicScanPoints: "Staff choose the points at each scan",
  pointsReferral: "Points for a referral",
  referralRequiredPoints: "Points the referred customer must reach",
  pointsExpiryDays: "Points expire after (days)",
  scannerType: "Scanner",
  scanMinGapMinutes: "Minutes between two scans of a member",
  scansPerDayMax: "Scans per member per day",
  customPointsChangeMessage: "Points change message",
  disableCustomPointsChangeMessage: "Don’t notify customers when their points change",
  customPointName: "Name of one point",
  customPointsName: "Name of several points",
  translations: "Texts in other languages",
  customFields: "Custom fields",
  requiredFields: "Required fields",
  tiers: "Tiers",
  barcodeFormat: "Barcode",
  templateId: "Pass template",
  locationIds: "Locations",
  requireSecurityCode: "Redeem only with the card’s security code",
  retention_period_days: "Retention period (days)",
};

type TierKey = keyof CreateProgramInput["tiers"][number];

const tierFields: Record<TierKey, string> = {
  name: "Tier name",
  minLifetimePoints: "Lifetime points to reach it",
};

const customFields: Record<CustomFieldKey, string> = {
  name: "Field key",
  type: "Type",
  displayName: "Label shown to customers",
  defaultValue: "Default value",
  options: "Options",
  points: "Points for filling it in",
  required: "Customers must fill this in",
};

/** The program builder and its pages: labels, hints, section texts, errors and confirmations. */
export const en = {
  pages: {
    newTitle: "New program",
    newDescription:
      "Only the name and the pass type identifier are needed now; you can fill in the rest later.",
    editTitle: "Edit program",
    editDescription: "Edit the program. Changes apply to passes when you save.",
    giftCards: "Gift cards",
    offers: "Offers",
  },
  fields,
  customFields,
  tierFields,
  options: {
    schemas: PROGRAM_SCHEMA_LABELS,
    types: PROGRAM_TYPE_LABELS,
    scanners: SCANNER_TYPE_LABELS,
    barcodeFormats: BARCODE_FORMAT_LABELS,
    customFieldTypes: CUSTOM_FIELD_TYPE_LABELS,
  },
  tabs: {
    label: "Program sections",
    titles: {
      identity: "Identity",
      contact: "Contact",
      languages: "Languages",
      points: "Points and scanner",
      tiers: "Tiers",
      customFields: "Custom fields",
      redemption: "Redemption",
      retention: "Data retention",
    },
    problems: (count: number) => (count === 1 ? "1 problem" : `${count} problems`),
    next: (title: string) => `Next: ${title}`,
  },
  sections: {
    identity: {
      title: "Identity",
      description: "What the program is called and how its passes are issued.",
      nameHint: "Shown on the pass and in your dashboard.",
      passTypeHint: {
        before: "Your Apple Pass Type ID. It starts with ",
        between: ", for example ",
        after: ".",
      },
      programTypeHint: "A loyalty program collects points; a gift-card program holds a balance.",
      schemaHint: "How customers progress: stamps, membership tiers, offers, or your own rules.",
      languageHint: "A language code, such as en or de-DE.",
      barcodeHint:
        "What passes and card pages show at the counter, with the card number under it. The scanner reads all four; Code 128 suits handheld laser scanners, and Apple Watch shows a QR code instead.",
      countryHint:
        "Where the program runs: phone numbers without a country code are read in it. Left unset, a new program takes the country of your account.",
      countryNotSet: "Not set",
      timeZoneHint: "The zone dates on the passes are shown in, such as Europe/Berlin. Empty: UTC.",
      notACountryCode: (value: string) => `${value} (not a country code)`,
    },
    contact: {
      title: "Contact",
      description: "Shown on the back of the pass so customers can reach you.",
      websiteHint: "A full address starting with https://.",
      phoneHint: "With the country code, such as +49 30 1234567.",
      openingHoursHint: "As customers should read them, such as Mon–Fri 8–18. Shown on the card page.",
      privacyUrlHint: "The card page links to it. Empty: no link.",
    },
    locations: {
      hint: (max: number) =>
        `Up to ${max} of your locations: near them the pass comes up on the lock screen. Add locations under Settings › Locations.`,
      loading: "Loading your locations…",
      failed: "Your locations could not be loaded. Reload the page to choose them.",
      none: "You have no locations yet. Add them under Settings › Locations.",
    },
    translations: {
      title: "Texts in other languages",
      description:
        "Customers who read one of these languages see these texts on their pass, the join page and their card page instead of the ones above. Leave a field empty to show the text above.",
      languages: { en: "English", de: "German" },
      field: (language: string, part: string) => `${part} (${language})`,
    },
    points: {
      title: "Points rules",
      description: "How customers earn points. Leave a field empty to give no points for that action.",
      referralHint: "Given to the customer who referred someone.",
      referralRequiredHint: "The referral points are given once the new customer has this many points.",
      expiryHint:
        "Points not spent this many days after they were earned expire, the oldest first. Empty: never.",
      dynamicHint: "Instead of the fixed points per scan, staff enter the points when they scan a pass.",
      pointPlaceholder: "bean",
      pointHint: "Leave empty for “point”.",
      pointsPlaceholder: "beans",
      pointsHint: "Leave empty for “points”.",
      changeMessageHint: "The notification customers see on their phone when their points change.",
    },
    scanner: {
      title: "Scanner",
      description: "How your staff scan passes at the counter.",
      notChosen: "Not chosen yet",
      scanMinGapHint:
        "A second scan of the same member within this time is refused, so nobody is credited twice. 0: no gap.",
      scansPerDayHint: "Counted from midnight in the program’s time zone. 0: no limit.",
    },
    customFields: {
      title: "Custom fields",
      description:
        "Extra information you collect from customers when they get their pass, such as a birthday or a favourite shop.",
      none: "No custom fields yet.",
      add: "Add custom field",
      limit: (max: number) => `You have reached the limit of ${max} custom fields.`,
      item: (number: number) => `Custom field ${number}`,
      remove: "Remove",
      removeLabel: (number: number) => `Remove custom field ${number}`,
      keyHint: "Used in the API and in required fields, such as birthday.",
      optionsHint: "The choices customers pick from, separated by commas.",
      optionsPlaceholder: "Small, Medium, Large",
    },
    requiredFields: {
      hint: "What customers must fill in when they get their pass. Pick a custom field, or type any other field name, such as email or phone.",
      none: "None yet.",
      chosen: "Chosen required fields",
      removeLabel: (name: string) => `Remove ${name} from required fields`,
      requireLabel: (name: string) => `Require ${name}`,
      addByName: "Add a field by name",
      add: "Add",
    },
    tiers: {
      title: "Membership tiers",
      description:
        "Members move up a tier as their lifetime points grow; the pass shows the tier they reached. Tiers go from the lowest to the highest.",
      none: "No tiers yet: members have no tier.",
      add: "Add tier",
      limit: (max: number) => `You have reached the limit of ${max} tiers.`,
      item: (number: number) => `Tier ${number}`,
      remove: "Remove",
      removeLabel: (number: number) => `Remove tier ${number}`,
      namePlaceholder: "Gold",
      pointsHint: "Lifetime points count everything a member ever earned, spent or not.",
    },
    redemption: {
      title: "Redemption",
      description: "How a gift card is redeemed at the counter.",
      securityCodeHint:
        "The holder finds the 6-digit code on the card’s page, pass and e-mail; after 5 wrong codes the card cannot be redeemed for 15 minutes. Cards issued before codes were kept redeem without one.",
    },
    retention: {
      title: "Data retention",
      description:
        "For GDPR: how many days data you delete — customers, their passes and history — is kept before it is erased for good.",
      hint: (min: number, max: number, fallback: number) =>
        `A whole number of days from ${min} to ${max}; 0 erases deleted data at once. The default is ${fallback}.`,
    },
  },
  actions: {
    create: "Create program",
    creating: "Creating program…",
    save: "Save changes",
    saving: "Saving…",
    cancel: "Cancel",
    back: "Back to programs",
    savedAt: (time: string) => `Saved at ${time}`,
  },
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  summary: {
    problems: (count: number) => (count === 1 ? "There is a problem" : `There are ${count} problems`),
    form: "Form",
    customField: (number: number, part: string) => `Custom field ${number}: ${part}`,
    field: "Field",
    entry: (label: string, number: number) => `${label} (entry ${number})`,
    tier: (number: number, part: string) => `Tier ${number}: ${part}`,
  },
  errors: {
    required: "Required.",
    tooShort: (min: string) => `Use at least ${min} characters.`,
    tooLong: (max: string) => `Use at most ${max} characters.`,
    urlParsing: "Enter a full web address, like https://example.com.",
    urlScheme: "The web address must start with http:// or https://.",
    urlTooLong: "Web addresses can be at most 2083 characters long.",
    wholeNumber: "Enter a whole number.",
    noDecimals: "Enter a whole number, without decimals.",
    atLeast: (min: string) => `Must be ${min} or more.`,
    atMost: (max: string) => `Must be ${max} or less.`,
    chooseOption: "Choose one of the options.",
    yesOrNo: "Choose yes or no.",
    passTypePattern: "Must start with “pass.”, like pass.com.example.loyalty.",
    email: "Enter an e-mail address, like name@example.com.",
    phone: "Enter a phone number with digits, such as +49 30 1234567.",
    optionsRequired: "Add at least one option to choose from.",
    listTooLong: (max: string) => `Use at most ${max} entries.`,
    tiersAscending: "Give each tier more lifetime points than the tier before it.",
    timeZone: "Enter a time zone name such as Europe/Berlin or America/New_York, or leave it empty for UTC.",
    invalid: "Check this value.",
  },
  api: {
    401: "Your session has ended. Sign in again in another tab, then save once more.",
    403: "You are not allowed to make this change.",
    404: "This program no longer exists, or it belongs to another merchant.",
    413: "The program is too large to save. Remove some custom fields or shorten long texts.",
    429: "Too many requests. Wait a moment and try again.",
    generic: "Something went wrong on our side and nothing was saved. Please try again.",
    offline: "Could not reach LoyaltyPass. Check your connection and try again — nothing was saved.",
    reference: (message: string, requestId: string) => `${message} (Reference: ${requestId})`,
  },
};

export type ProgramMessages = typeof en;
