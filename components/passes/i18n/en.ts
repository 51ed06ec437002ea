import type { PassKind } from "@/lib/passes/image-rules";

export const en = {
  title: "Pass",
  description: "The Apple Wallet pass every member (or gift card) of this program gets, and how it looks.",
  template: {
    label: "Pass template",
    hint: "Only templates of a kind that suits this program, bound to it or to no program, are listed.",
    defaultDesign: "Plain default design (program name and points or balance)",
    option: (name: string, kind: string) => `${name} (${kind})`,
    save: "Use this template",
    saving: "Saving…",
    saved: (name: string) => `Passes now wear “${name}”. Installed passes update with their next change.`,
    savedDefault: "Passes now wear the plain default design. Installed passes update with their next change.",
    fallback: (name: string) =>
      `No template chosen: passes wear “${name}”, the newest template bound to this program that has a logo.`,
    none: "No template chosen: passes wear the plain default design.",
    manage: "Manage templates",
  },
  kinds: {
    boardingPass: "boarding pass",
    coupon: "coupon",
    eventTicket: "event ticket",
    generic: "generic pass",
    storeCard: "store card",
  } satisfies Record<PassKind, string>,
  preview: {
    label: "Preview of the pass with a sample member",
    caption: "With a sample member (Alex Example, 120 points); every pass shows its own values.",
    captionGiftCard: "With a sample gift card (25.00, valid for a year); every pass shows its own values.",
    iconDerived: (present: string) =>
      `The template has no icon.png (@1x): passes carry one scaled down from ${present}. Upload icon.png in the template for the sharpest icon.`,
    iconMissing:
      "The template has no icon: icon.png (@1x) is required, so passes carry the service’s icon until the template has one.",
  },
  sample: {
    download: "Download sample pass",
    downloading: "Preparing…",
    downloaded: "Sample pass downloaded. Open it on an iPhone or a Mac to see it in Wallet.",
    hint: "A .pkpass file with a made-up member; nothing is stored and it never updates.",
  },
  signing: {
    title: "Signature",
    development:
      "Signed with the development certificate: the signature is valid, but Apple Wallet on a real device does not accept it. Upload your Pass Type ID certificate under Settings → Wallet.",
    own: (team: string, until: string) =>
      `Signed with your Pass Type ID certificate (Team ID ${team}), valid until ${until}.`,
    service: (passType: string, team: string, until: string) =>
      `Signed by this service (pass type ${passType}, Team ID ${team}), valid until ${until}: accepted by every iPhone. Your own certificate under Settings → Wallet signs them as you.`,
    certificateIssue: "Your uploaded certificate does not sign these passes yet: Settings → Wallet says why.",
  },
  installs: {
    title: "Installed passes",
    installs: "Installs",
    removals: "Removals",
  },
  errors: {
    TEMPLATE_OF_OTHER_PROGRAM: "This template belongs to another program. Choose another one.",
    TEMPLATE_KIND_UNSUITABLE: "This template’s kind does not suit this program. Choose another one.",
    notFound: "The program or the template no longer exists. Reload the page.",
    sampleFailed: "The sample pass could not be made. Try again.",
  },
};

export type PassMessages = typeof en;
