import {
  DEFAULT_IMAGE_MAX_LABEL,
  type PassImageResolution,
  type PassImageType,
  type PassKind,
} from "@/lib/passes/image-rules";

export const en = {
  list: {
    title: "Pass templates",
    description: "How your passes look in Apple Wallet: colours, fields and images, per pass kind.",
    create: "Create template",
    emptyTitle: "No templates yet",
    emptyBody:
      "Create a template to design a store card, coupon, event ticket, boarding pass or generic pass.",
    columns: { name: "Name", kind: "Pass kind", updated: "Updated" },
  },
  newTitle: "New pass template",
  newDescription: "Choose the pass kind and its look; after saving, add the images.",
  kinds: {
    boardingPass: "Boarding pass",
    coupon: "Coupon",
    eventTicket: "Event ticket",
    generic: "Generic",
    storeCard: "Store card",
  } satisfies Record<PassKind, string>,
  imageTypes: {
    logo: "Logo",
    icon: "Icon",
    strip: "Strip",
    footer: "Footer",
    background: "Background",
    thumbnail: "Thumbnail",
  } satisfies Record<PassImageType, string>,
  resolutions: { normal: "@1x", high: "@2x", ultra: "@3x" } satisfies Record<PassImageResolution, string>,
  sections: {
    identity: "Template",
    look: "Look",
    lookHint: "Colours as #rrggbb or rgb(r, g, b), as in pass.json.",
    fields: "Fields",
    fieldsHint: (kind: string) => `How many fields of each row a ${kind} shows is Apple's rule.`,
    images: "Images",
    imagesHint:
      "Drop a PNG, JPEG or WebP on a slot, or choose a file. Each resolution has its own size. One upload per image is enough: an @3x or @2x image fills the smaller slots, scaled down, except a slot you uploaded an image to yourself, which is kept.",
    imagesAfterSave: "Save the template to add images.",
    preview: "Preview",
    previewSample: "Placeholders show a sample member’s values; each pass shows its own.",
    placeholders: (list: string) =>
      `Values may hold placeholders that each pass fills with live data: ${list}.`,
  },
  fields: {
    name: "Name",
    passType: "Pass kind",
    passTypeLocked: "The pass kind cannot change while the template has images.",
    programId: "Program",
    noProgram: "No program",
    organizationName: "Organization name",
    description: "Description (for VoiceOver)",
    logoText: "Logo text",
    backgroundColor: "Background colour",
    foregroundColor: "Text colour",
    labelColor: "Label colour",
    key: "Key",
    label: "Label",
    value: "Value",
  },
  groups: {
    headerFields: "Header fields",
    primaryFields: "Primary fields",
    secondaryFields: "Secondary fields",
    auxiliaryFields: "Auxiliary fields",
    backFields: "Back of the pass",
  },
  addField: "Add field",
  removeField: "Remove",
  fieldCount: (count: number, limit: number) => `${count} of ${limit}`,
  save: {
    create: "Create template",
    edit: "Save changes",
    busy: "Saving…",
    saved: (time: string) => `Saved at ${time}`,
  },
  back: "Back to templates",
  unsavedChanges: "You have unsaved changes to this template. Leave this page and lose them?",
  deleteTemplate: "Delete template",
  deleteDialog: {
    title: (name: string) => `Delete template “${name}”?`,
    body: "The template and all its images are deleted. This cannot be undone.",
    cancel: "Cancel",
    confirm: "Delete template",
  },
  notices: {
    created: (name: string) => `Template “${name}” created. You can add its images now.`,
    deleted: (name: string) => `Template “${name}” deleted.`,
  },
  slot: {
    required: (size: string) => `${size} px`,
    /** A slot's pixel rule: "from 29×29 to 38×38" or "at most 1125×432", and the strip's aspect ratio. */
    size: (rule: { min: string | null; max: string; hasAspect: boolean }) =>
      `${rule.min ? `from ${rule.min} to ${rule.max}` : `at most ${rule.max}`}${rule.hasAspect ? ", with a width:height ratio between 2:3 and 3:2" : ""}`,
    wrongSize: (slot: { type: string; file: string; kind: string; size: string; actual: string }) =>
      `The ${slot.type.toLowerCase()} image (${slot.file}) of a ${slot.kind.toLowerCase()} must be ${slot.size} pixels; this image is ${slot.actual}.`,
    unreadable: "This file is not a PNG, JPEG or WebP image, or it is empty or damaged.",
    notAllowed: (type: string, kind: string) =>
      `A ${kind.toLowerCase()} cannot have this ${type.toLowerCase()} image (an event ticket has a strip or a background and thumbnail, not both).`,
    choose: "Choose an image",
    dropHint: "or drop one here",
    dropActive: "Drop to upload",
    uploading: (percent: number) => `Uploading… ${percent}%`,
    stored: (width: number, height: number) => `Stored: ${width}×${height} px`,
    derived: "Scaled down from the larger upload. Upload here to use your own image instead.",
    empty: "No image yet",
    iconDerived: (present: string) =>
      `icon.png (@1x) is missing: passes carry one scaled down from ${present}. Upload icon.png for the sharpest icon.`,
    iconMissing:
      "No icon yet: icon.png (@1x) is required, so passes carry the service’s icon until you upload one.",
    remove: "Remove",
    resize: "Resize to fit",
    resizeOffer: (width: number, height: number) =>
      `This image is larger than the slot. Resize it to fit within ${width}×${height} px?`,
    failed: "The upload failed. Check your connection and try again.",
    uploaded: (name: string) => `${name} uploaded.`,
    removed: (name: string) => `${name} removed.`,
  },
  errors: {
    tooManyFields: (limit: number) =>
      limit === 1
        ? "This pass kind shows only 1 field here."
        : `This pass kind shows at most ${limit} fields here.`,
    tooManyCombined: (limit: number) =>
      `This pass kind shows at most ${limit} secondary and auxiliary fields together.`,
    reservedKey: (keys: string) =>
      `Choose another key: each key may appear once on the pass, and ${keys} belong to the fields every pass carries.`,
    noSuchProgram: "This program does not exist (anymore). Choose another one.",
    colour: "Enter a colour as #rrggbb or rgb(r, g, b).",
    unknownPlaceholder: (unknown: string[], allowed: string) =>
      `${unknown.length > 1 ? "Unknown placeholders" : "Unknown placeholder"}${unknown.length > 0 ? ` ${unknown.join(", ")}` : ""}. Use only these: ${allowed}.`,
    endAfterStart: "The end must be after the start.",
  },
  codes: {
    PASS_TYPE_LOCKED: "The pass kind cannot change while the template has images; delete them first.",
    OFFER_NOT_DRAFT: "Only a draft offer can be published or deleted. The list has been refreshed.",
    OFFER_NOT_PUBLISHED: "Only a live or scheduled offer can be cancelled. The list has been refreshed.",
    OFFER_CANCELLED: "A cancelled offer cannot change.",
  } as Record<string, string>,
  statusMessages: {
    401: "Your session has ended. Sign in again, then retry.",
    404: "This template no longer exists.",
    413: `The file is too large (${DEFAULT_IMAGE_MAX_LABEL} at most).`,
  },
  offers: {
    title: "Offers",
    description: "Rewards your customers can redeem; publish them when they are ready.",
    create: "Create offer",
    name: "Name",
    pointsCost: "Points cost",
    startDate: "Starts",
    endDate: "Ends",
    status: "Status",
    actions: "Actions",
    actionsFor: (name: string) => `Actions for ${name}`,
    publish: "Publish",
    cancel: "Cancel offer",
    remove: "Delete",
    empty: "No offers yet.",
    images: "Card images",
    edit: "Card images",
    notices: {
      created: (name: string) => `Offer “${name}” created as a draft. Publish it when it is ready.`,
      published: (name: string) => `Offer “${name}” published: customers can redeem it now.`,
      scheduled: (name: string) => `Offer “${name}” scheduled: it goes live at its start date.`,
      cancelled: (name: string) => `Offer “${name}” cancelled.`,
      deleted: (name: string) => `Offer “${name}” deleted.`,
    },
    cancelDialog: {
      title: (name: string) => `Cancel offer “${name}”?`,
      body: "Customers can no longer redeem it. A cancelled offer cannot be published again.",
      keep: "Keep offer",
      confirm: "Cancel offer",
    },
    deleteDialog: {
      title: (name: string) => `Delete offer “${name}”?`,
      body: "The draft and its card images are deleted. This cannot be undone.",
      keep: "Keep draft",
      confirm: "Delete offer",
    },
  },
};

export type TemplateMessages = typeof en;
