/** The dashboard's frame and its shared pages (shell, errors, not found, settings, home, API reference chrome). */
export const en = {
  meta: {
    description:
      "Loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes, with a REST API for partners.",
    notFound: "Page not found",
    settings: "Settings",
    docs: "API reference",
  },
  nav: {
    label: "Dashboard",
    menu: "Menu",
    closeMenu: "Close menu",
    items: {
      programs: "Programs",
      templates: "Templates",
      giftcards: "Gift cards",
      gdpr: "GDPR erasure",
      docs: "API docs",
      settings: "Settings",
    },
  },
  account: {
    label: "Account",
    staff: "Support staff",
    ownMerchant: "Your merchant",
    signOut: "Sign out",
  },
  required: "(required)",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  databaseUnavailable: {
    title: "The dashboard cannot reach its database right now",
    body: "Nothing is lost: your programs are stored safely. This usually clears up within a minute. Try again in a moment.",
    retry: "Try again",
  },
  unexpected: {
    title: "This page could not be loaded",
    body: "Something went wrong on our side. Try again; if it keeps happening, contact support.",
  },
  dashboardNotFound: {
    title: "Not found",
    description: "This page does not exist, or what it shows belongs to another merchant.",
    back: "Back to your programs",
  },
  notFound: {
    title: "Page not found",
    body: "The page you asked for does not exist, or it belongs to another account.",
    home: "Go to the home page",
  },
  signInRedirect: { text: "You need to sign in to see this page.", link: "Sign in" },
  comingNext: { badge: "Coming next", heading: "What you will find here" },
  settings: {
    title: "Settings",
    signedInAs: (email: string) => `Signed in as ${email}.`,
  },
  site: {
    mainNav: "Main",
    docs: "API docs",
    signIn: "Sign in",
    signUp: "Sign up",
  },
  home: {
    title: "Loyalty cards and gift cards that live in your customers’ wallets",
    lead: "LoyaltyPass lets shops run loyalty and gift-card programs delivered as Apple Wallet and Google Wallet passes — managed from a simple dashboard or from your own systems through our REST API.",
    readDocs: "Read the API docs",
    featuresHeading: "Features",
    features: [
      {
        title: "Apple Wallet and Google Wallet passes",
        text: "Every program is delivered as a wallet pass your customers add in one tap — no app to install, updates pushed to the lock screen.",
      },
      {
        title: "Loyalty programs your way",
        text: "Stamp cards, tiered memberships and special offers: set points for sign-up, installs, scans and referrals, and name your own currency.",
      },
      {
        title: "Gift cards",
        text: "Run gift-card programs as passes, with the balance always visible in the customer’s wallet.",
      },
      {
        title: "A REST API for partners",
        text: "Everything in the dashboard is available over a versioned /v2 JSON API with bearer tokens and a published OpenAPI document.",
      },
      {
        title: "GDPR tools built in",
        text: "Choose how long deleted data is retained per program, and erase or export a gift-card customer’s data with a single call.",
      },
      {
        title: "Works with your scanners",
        text: "Validate passes in the browser, with PassVerifier or with CodeReadr — whatever your staff already use at the counter.",
      },
    ],
    preview: {
      label: "Example loyalty pass showing 240 points",
      member: "Gold member",
      points: "240 beans",
      next: "Next reward at 300",
      scan: "Scan to collect",
    },
    footer: "Wallet passes for loyalty and gift cards",
  },
  docs: {
    heading: (title: string) => `${title} reference`,
    version: (version: string, openapi: string) => `Version ${version} · OpenAPI ${openapi}`,
    raw: "Raw OpenAPI document (JSON)",
    contents: "API reference contents",
    search: "Search operations",
    searchPlaceholder: "e.g. erasure, POST, templates",
    matches: (visible: number, total: number) => `${visible} of ${total} operations match`,
    operations: (total: number) => (total === 1 ? "1 operation" : `${total} operations`),
  },
};

export type DashboardMessages = typeof en;
