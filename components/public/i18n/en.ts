import type { BarcodeFormat } from "@/lib/schemas/program";

/** How the card pages' image text names each barcode format. */
const CODE_NAMES: Record<BarcodeFormat, string> = {
  QR: "QR code",
  PDF417: "PDF417 code",
  Aztec: "Aztec code",
  Code128: "Code 128 barcode",
};

/** The customer's pages (join page and card page, issue 17), in English. `de.ts` has the same shape. */
export const en = {
  layout: {
    poweredBy: "Loyalty cards by LoyaltyPass",
  },
  join: {
    metaTitle: (program: string) => `Join ${program}`,
    heading: (program: string) => `Join ${program}`,
    lead: "Collect points with every visit. Fill in the form and we send the link to your loyalty card to your e-mail address.",
    by: (company: string) => `by ${company}`,
    logoAlt: (program: string) => `${program} logo`,
    fields: {
      email: "E-mail",
      emailHint: "The link to your card is sent here.",
      firstName: "First name",
      lastName: "Last name",
      phone: "Phone",
      phoneHint: "With country code, e.g. +49 30 1234567.",
      birthday: "Birthday",
      externalId: "Customer number",
      referralCode: "Referral code",
      referralHint: "From a friend who is already a member.",
      jsonHint: 'In JSON, e.g. {"size": "M"}.',
      choose: "Choose…",
    },
    terms: {
      heading: (program: string) => `Terms of ${program}`,
      show: "Read the terms",
    },
    consent: {
      legend: "Your consent",
      terms: (program: string) => `I accept the terms of ${program}.`,
      privacy: (owner: string) => `I agree that ${owner} stores the details above to run my loyalty card.`,
      privacyHint:
        "Your details are used for your loyalty card only. You can ask the shop to erase them at any time.",
      marketing: "Send me news and offers by e-mail. Optional; you can withdraw it at any time.",
    },
    required: "(required)",
    submit: "Join",
    errors: {
      terms: "Accept the terms to join.",
      privacy: "Agree to this to join: the card cannot work without your details.",
      json: 'Enter valid JSON, e.g. {"size": "M"}.',
      date: "Enter a date.",
      phone: "Enter a phone number, e.g. +49 30 1234567.",
      referral: "This referral code is not valid. Check it, or leave the field empty.",
    },
    problems: {
      invalid: "Some entries need a look. Check the highlighted fields.",
      closed: "This program does not take new members any more.",
      rateLimited: (seconds: number) =>
        `Too many attempts from this network. Try again in ${seconds} seconds.`,
      network: "Could not connect. Check your connection and try again.",
      tooLarge: "Your entries are too long. Shorten them and try again.",
      server: "Something went wrong on our side. Nothing was sent; please try again.",
    },
    done: {
      heading: "Check your e-mail",
      body: (email: string) =>
        `If your details are right, the link to your loyalty card is on its way to ${email}. Open it on this phone and keep the e-mail: the link is your card.`,
      notArrived: "Nothing after a few minutes? Look in your spam folder, or ask at the counter.",
    },
    code: {
      label: "Code from the e-mail",
      hint: "Still here? The e-mail also holds a 6-digit code: type it to open your card on this page.",
      submit: "Open my card",
      invalid:
        "That code does not open a card. Check the newest e-mail: a code works once, for 15 minutes, and 5 tries.",
      format: "Type the 6 digits of the code.",
      tooMany: "Too many tries from this device. Wait a minute, then try again.",
    },
    closed: {
      title: "This program does not take new members",
      body: "This join link does not work (any more). Please ask at the counter.",
    },
  },
  card: {
    metaTitle: "Your loyalty card",
    memberLabel: "Card holder",
    logoAlt: (program: string) => `${program} logo`,
    points: { one: "point", other: "points" },
    stamps: { one: "stamp", other: "stamps" },
    balanceLabel: "Balance",
    amount: (count: string, word: string) => `${count} ${word}`,
    stampRow: (count: string, goal: string, word: string) => `${count} of ${goal} ${word}`,
    tier: "Tier",
    /** Issue 29 (decision 049): points that expire within 60 days unless spent. */
    expiringLabel: "Expiring soon",
    expiring: (amount: string, date: string) => `${amount}, the first on ${date}`,
    suspended: "This card is paused. Please ask at the counter.",
    /** Issue 28: how far the next reward is (the program's LIVE offers and tiers). */
    progress: {
      heading: "Your next reward",
      offer: (count: string, word: string, offer: string) => `${count} more ${word} to ${offer}`,
      tier: (count: string, word: string, tier: string) => `${count} more ${word} to reach ${tier}`,
    },
    /** The newest ledger entries, worded by the points history's mapping (lib/members/ledger-entry-text.ts). */
    visits: {
      heading: "Recent visits",
      none: "No visits yet.",
      what: {
        redeemed: (offer: string | null) => (offer ? `Redeemed: ${offer}` : "Redeemed a reward"),
        adjusted: (_reason: string | null) => "Adjusted by the shop",
        imported: (_reason: string | null) => "Points carried over",
        scan: "Visit",
        rule: "Bonus for your profile",
        referral: "Referral bonus",
        expired: "Points expired",
        automation: { welcome: "Welcome bonus", birthday: "Birthday gift", winBack: "Welcome-back bonus" },
      },
    },
    /** Issue 29: the shop's newest messages to the member. */
    messages: { heading: "Messages from the shop" },
    shop: {
      heading: "Find us",
      address: "Address",
      openingHours: "Opening hours",
      privacy: "Privacy notice",
    },
    offers: {
      heading: "Rewards you can have now",
      none: (word: string) => `Collect more ${word} for a reward.`,
      cost: (amount: string) => `for ${amount}`,
      free: "free",
    },
    code: {
      heading: "Show this code at the counter",
      alt: (number: string, format: BarcodeFormat) => `${CODE_NAMES[format]} of member number ${number}`,
      number: "Member number",
    },
    wallet: {
      heading: "Add to your phone",
      apple: "Add to Apple Wallet",
      /** Apple's badge in two lines: the small "Add to" over the wallet's name. */
      appleLines: ["Add to", "Apple Wallet"],
      google: "Add to Google Wallet",
      preview: {
        title: "Apple Wallet: preview only",
        body: "This shop's passes are not yet signed for Apple Wallet, so an iPhone would not accept this one. You can still download it to look at it.",
        download: "Download the preview pass",
      },
      unavailable: "Google Wallet did not answer just now. Please try again later.",
      tooMany: (seconds: number) => `Too many requests from this network. Try again in ${seconds} seconds.`,
    },
    gone: {
      title: "This card no longer exists",
      body: "The link may have been replaced by a newer one (see your latest e-mail from the shop), or the card was removed. Ask at the counter for a new link.",
    },
  },
  giftCard: {
    metaTitle: "Your gift card",
    balanceLabel: "Balance",
    validUntil: "Valid until",
    expiredOn: "Expired on",
    status: {
      active: null,
      expired: "This gift card has expired. Please ask at the counter.",
      depleted: "This gift card is used up.",
      suspended: "This gift card is paused. Please ask at the counter.",
      voided: "This gift card is no longer valid.",
      pending: "This gift card is not active yet.",
    },
    securityCode: {
      label: "Security code",
      hint: "Say it at the counter when asked for it. Keep it to yourself, like the card number.",
    },
    code: {
      heading: "Show this code at the counter",
      alt: (number: string, format: BarcodeFormat) => `${CODE_NAMES[format]} of gift card number ${number}`,
      number: "Card number",
    },
  },
};

export type PublicMessages = typeof en;
