/** Settings → API keys: partners' app keys (create, the secret once, list, revoke). */
export const en = {
  meta: { title: "API keys" },
  page: {
    title: "API keys",
    lead: "Keys let a partner's software use the API for this merchant without a password. Each key can be limited and revoked at any time.",
    settingsLink: "API keys for partners",
    settingsLead: "Create and revoke the keys partners' software uses instead of a password.",
  },
  create: {
    title: "Create a key",
    name: "Name",
    nameHint: "Who or what uses it, e.g. “Shop integration”",
    access: "Access",
    full: "Read and write",
    readOnly: "Read only",
    expires: "Expires after",
    expiryOptions: { d30: "30 days", d90: "90 days", y1: "1 year", y2: "2 years" },
    templates: "Limit to templates",
    templatesHint:
      "Leave all unticked for every template and program. Ticked: only those templates and the programs they belong to.",
    noTemplates: "No templates yet: the key will reach every template and program.",
    submit: "Create key",
    errors: {
      name: (max: number) => `Enter a name (1 to ${max} characters)`,
    },
  },
  secret: {
    title: (name: string) => `Key “${name}” created`,
    warning:
      "Copy the key now. For your safety it is shown only this once; if it is lost, revoke it and create a new one.",
    label: "Secret key",
    copy: "Copy key",
    copied: "Key copied to the clipboard.",
    copyFailed: "The key could not be copied; select it and copy it yourself.",
    done: "I have copied it",
  },
  list: {
    title: "Keys",
    tableLabel: "API keys",
    empty: "No keys yet.",
    columns: {
      name: "Name",
      prefix: "Begins with",
      access: "Access",
      expires: "Expires",
      lastUsed: "Last used",
      actions: "Actions",
    },
    full: "Read and write",
    readOnly: "Read only",
    limited: (count: number) => (count === 1 ? "1 template" : `${count} templates`),
    expired: "Expired",
    never: "Never",
    revoke: "Revoke",
    revokeLabel: (name: string) => `Revoke key ${name}`,
  },
  revokeDialog: {
    title: (name: string) => `Revoke key “${name}”?`,
    body: "Software using this key stops working at once. This cannot be undone.",
    cancel: "Keep key",
    confirm: "Revoke key",
  },
  notices: {
    created: (name: string) => `Key “${name}” created.`,
    revoked: (name: string) => `Key “${name}” revoked.`,
  },
  errors: {
    generic: "Something went wrong. Please try again.",
    offline: "No connection to the server. Check your connection and try again.",
    session: "Your session has ended. Sign in again.",
    notFound: "This key no longer exists.",
    limit: "This merchant has the most keys allowed. Revoke one first.",
  },
};

export type ApiKeyMessages = typeof en;
