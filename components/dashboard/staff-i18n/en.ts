/** Support staff acting for a merchant: the banner, the merchant switcher and the prompts around them. */
export const en = {
  banner: {
    label: "Support staff: the merchant you act for",
    badge: "Support staff",
    actingFor: (name: string) => `Acting for ${name}`,
    owner: (email: string) => `owner ${email}`,
    noOwner: "no owner account",
    notActing: "You are not acting for a merchant.",
    choose: "Choose merchant",
    switch: "Switch merchant",
    stop: "Stop acting",
    unknown: "The merchant you chose no longer exists. Choose another one.",
  },
  switcher: {
    title: "Choose the merchant to act for",
    lead: "Support staff act for one merchant at a time. Search by merchant name or owner e-mail, or paste the merchant id.",
    search: "Search merchants",
    searchButton: "Search",
    searching: "Searching…",
    found: (count: number) =>
      count === 0
        ? "No merchant matches this search."
        : count === 1
          ? "1 merchant found."
          : `${count} merchants found.`,
    resultsLabel: "Merchants found",
    pick: (name: string) => `Act for ${name}`,
    switching: "Switching…",
    failed: "The search failed. Try again.",
    pickFailed: "Could not act for this merchant: it no longer exists, or your session ended. Search again.",
    statuses: { pending: "pending", active: "active", suspended: "suspended" } as Record<string, string>,
  },
  page: {
    lead: "This page shows one merchant's data. Choose the merchant to act for; the choice holds on every dashboard page until you switch or stop.",
  },
  link: {
    title: (name: string) => `This link is for ${name}`,
    body: "Act for this merchant? Until you switch or stop, every dashboard page shows and changes this merchant's data.",
    confirm: (name: string) => `Act for ${name}`,
    stay: "Keep my current choice",
    unknown: "This link names a merchant that does not exist.",
  },
};

export type StaffMessages = typeof en;
