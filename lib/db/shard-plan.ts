/**
 * How each collection is placed on a sharded MongoDB (docs/scaling.md): unsharded (it lives on the database's
 * primary shard), or sharded by a key that starts with the tenant or with what the hot query names. The test
 * suite watches every command the driver sends (tools/vitest-setup.ts) and fails on a filter of a sharded
 * collection that names no shard-key prefix and is not one of the scatters written down here, so a new query
 * cannot silently become a scatter-gather.
 */

export type ShardKey = Record<string, 1 | "hashed">;

/** A filter whose top-level equalities include `equal` (all of them) is sent to every shard, knowingly. */
export type Scatter = { equal: string[]; why: string };

export type CollectionPlan =
  | { sharded: false; why: string }
  | {
      sharded: true;
      key: ShardKey;
      why: string;
      /** Filters that name no shard-key prefix but may go to every shard. */
      scatters: Scatter[];
      /** Background sweeps whose filter has no top-level equality at all (retention, expiry). */
      sweeps?: string;
      /** Unique indexes that a sharded cluster cannot enforce as they are, and what becomes of each. */
      beforeSharding?: { index: Record<string, 1 | -1>; how: string }[];
    };

const BY_ID_ONCE = "one document by `_id` after a token or a list named it; one `_id` index probe per shard";
const PURGE = "the retention purge of a deleted program (background, once per program)";
const ERASURE = "a GDPR erasure or export of one member (rare, support-driven)";

export const SHARD_PLAN: Record<string, CollectionPlan> = {
  // Accounts and per-merchant settings: one row per merchant, program, template or key. Small and read by
  // `_id` everywhere; sharding them would only scatter those reads.
  merchants: { sharded: false, why: "one row per merchant" },
  users: { sharded: false, why: "one row per person; the unique e-mail must stay cluster-wide" },
  programs: { sharded: false, why: "a merchant has a handful; read by `_id` on every request" },
  templates: { sharded: false, why: "one per program" },
  offers: { sharded: false, why: "tens per program" },
  app_keys: { sharded: false, why: "a few per merchant; found by the secret's hash (unique)" },
  webhooks: { sharded: false, why: "a few per merchant" },
  apple_pass_certificates: { sharded: false, why: "one per pass type" },
  apple_development_certificates: { sharded: false, why: "one for the service" },
  google_wallet_credentials: { sharded: false, why: "one per merchant" },
  passimages: { sharded: false, why: "a few dozen slots per template; unique per slot" },
  passimagedatas: { sharded: false, why: "the bytes of those slots, by `_id`" },
  password_resets: { sharded: false, why: "short-lived" },
  gdpr_requests: { sharded: false, why: "the audit trail: one row per request, kept small by retention" },
  pass_messages: { sharded: false, why: "a few messages per program per week" },
  program_automations: { sharded: false, why: "one row per program; the job finds the enabled ones" },
  team_invitations: { sharded: false, why: "a few pending per merchant" },
  locations: { sharded: false, why: "at most 100 active per merchant" },
  promotions: { sharded: false, why: "at most 50 per program; the scanner reads a merchant's" },
  // Queues and claims: rows live seconds to days and are found by `_id` or scanned by due time across all
  // tenants; a queue is one place. Their `_id` uniqueness is what makes a claim once.
  outbox_messages: { sharded: false, why: "the outbox queue: the worker scans due rows of every tenant" },
  outbox_claims: { sharded: false, why: "claims of outbox rows, by `_id`" },
  job_claims: { sharded: false, why: "one row per background job run" },
  pass_message_claims: { sharded: false, why: "one claim per message" },
  purge_tasks: { sharded: false, why: "one per deleted program or member batch; unique per target" },
  counted_events: {
    sharded: false,
    why: "rate-limit windows: short-lived rows keyed by the limited subject",
  },

  // What grows with the merchants' customers.
  members: {
    sharded: true,
    key: { programId: 1, _id: 1 },
    why: "a program's members together; lists read a program's buckets, the scanner a program's number",
    scatters: [
      { equal: ["_id"], why: BY_ID_ONCE },
      { equal: ["emailHash", "merchantId"], why: `${ERASURE} across a merchant's programs` },
      { equal: ["externalIdHash", "merchantId"], why: `${ERASURE} across a merchant's programs` },
      { equal: ["phoneHash", "merchantId"], why: `${ERASURE} across a merchant's programs` },
      {
        equal: ["referralCode"],
        why: "a public join naming a referral code: one probe per shard, once per join",
      },
      { equal: ["memberNumber"], why: "a number typed without its program (GDPR lookups by support)" },
      { equal: ["email"], why: "a public join's e-mail check across programs (one probe per shard)" },
    ],
    beforeSharding: [
      {
        index: { memberNumber: 1 },
        how: "a `member_numbers` claim collection with `_id: memberNumber`, hashed `_id`",
      },
      {
        index: { referralCode: 1 },
        how: "a `referral_codes` claim collection with `_id: code`, hashed `_id`",
      },
      {
        index: { seqKey: 1 },
        how: "`{programId: 1, seqKey: 1}` unique: the same rows (seqKey starts with programId)",
      },
    ],
  },
  member_points_entries: {
    sharded: true,
    key: { memberId: 1, sequence: 1 },
    why: "the unique (memberId, sequence) that makes appends safe is the key; a member's ledger is one range",
    scatters: [
      { equal: ["programId"], why: `${PURGE}; a program's totals by source` },
      {
        equal: ["scanDayKey"],
        why: "the program page's 30 daily scan counts (dashboard, one probe per day)",
      },
    ],
  },
  member_points_heads: {
    sharded: true,
    key: { bucketKey: 1 },
    why: "bucketKey is `programId:bucket`: a program's heads are one range, a list page one chunk",
    scatters: [
      { equal: ["_id"], why: "a member's old head replaced after an append (the new one names its bucket)" },
      { equal: ["memberId"], why: ERASURE },
      { equal: ["programId"], why: PURGE },
    ],
  },
  member_keys: {
    sharded: true,
    key: { _id: "hashed" },
    why: "the card link's key, read by its hash on every card page",
    scatters: [
      { equal: ["memberId"], why: `${ERASURE}; a member's keys revoked` },
      { equal: ["programId"], why: PURGE },
    ],
  },
  member_codes: {
    sharded: true,
    key: { _id: "hashed" },
    why: "one-time codes read by `_id`",
    scatters: [
      { equal: ["memberId"], why: `${ERASURE}; a member's older codes dropped when a new one is sent` },
    ],
  },
  member_profile_changes: {
    sharded: true,
    key: { memberId: 1 },
    why: "a member's profile history together",
    scatters: [{ equal: ["programId"], why: PURGE }],
  },
  member_removals: {
    sharded: true,
    key: { programId: 1 },
    why: "a program's removed members, read with its list",
    scatters: [],
  },
  giftcards: {
    sharded: true,
    key: { programId: 1, seq: 1 },
    why: "a program's cards together, in issue order; the unique (programId, seq) of issuing is the key",
    scatters: [
      { equal: ["_id"], why: BY_ID_ONCE },
      { equal: ["customerEmailHash", "merchantId"], why: `${ERASURE} across a merchant's programs` },
      { equal: ["customerIdHash", "merchantId"], why: `${ERASURE} across a merchant's programs` },
      { equal: ["cardNumber", "merchantId"], why: "a full number typed at the counter: one probe per shard" },
      { equal: ["lastFourDigits"], why: "the search by last four digits (dashboard)" },
    ],
    beforeSharding: [
      {
        index: { seqKey: 1 },
        how: "dropped: `seqKey` is `programId:seq`, which the unique (programId, seq) holds",
      },
      {
        index: { cardNumber: 1 },
        how: "a `gift_card_numbers` claim collection with `_id: cardNumber`, hashed `_id`",
      },
    ],
  },
  gift_card_entries: {
    sharded: true,
    key: { cardId: 1, sequence: 1 },
    why: "the unique (cardId, sequence) of the card's ledger is the key",
    scatters: [
      {
        equal: ["bucketKey"],
        why: "a program's transaction list (dashboard, one probe per bucket and shard)",
      },
      { equal: ["programId"], why: PURGE },
    ],
  },
  apple_pass_registrations: {
    sharded: true,
    key: { serialNumber: 1 },
    why: "registration and every push look a pass up by its serial number",
    scatters: [
      { equal: ["_id"], why: "a registration re-read after its claim" },
      {
        equal: ["deviceLibraryIdentifier"],
        why: "a device asking which of its passes changed (once per push)",
      },
      {
        equal: ["programId"],
        why: `a program's devices for a message or a design change (background); ${PURGE}`,
      },
      { equal: ["pushToken"], why: "a token APNs reported gone, dropped everywhere (background)" },
    ],
  },
  apple_pass_versions: {
    sharded: true,
    key: { scope: 1 },
    why: "a pass's versions by its scope",
    scatters: [],
  },
  card_links: {
    sharded: true,
    key: { tokenHash: 1 },
    why: "every card page finds its link by the token's hash (unique, so the key can be too)",
    scatters: [
      { equal: ["_id"], why: BY_ID_ONCE },
      {
        equal: ["subjectId"],
        why: "a member's links replaced when a new link is sent (once per join or resend)",
      },
      { equal: ["programId"], why: PURGE },
    ],
  },
  google_wallet_objects: {
    sharded: true,
    key: { _id: "hashed" },
    why: "Google's object id is the `_id`; every patch names it",
    scatters: [
      { equal: ["programId"], why: "a class change or a message fanned out to a program (background)" },
    ],
  },
  offer_redemptions: {
    sharded: true,
    key: { offerId: 1 },
    why: "an offer's redemptions together",
    scatters: [{ equal: ["programId"], why: PURGE }],
  },
  offer_redemption_slots: {
    sharded: true,
    key: { group: 1 },
    why: "an offer's limited slots (one group) together; the slot's `_id` starts with its group",
    scatters: [
      { equal: ["_id"], why: "a slot re-read after its claim" },
      { equal: ["offerId"], why: "an offer's slot count for its page" },
      { equal: ["programId"], why: PURGE },
    ],
  },
  pass_install_events: {
    sharded: true,
    key: { programId: 1 },
    why: "installs counted per program",
    scatters: [{ equal: ["_id"], why: BY_ID_ONCE }],
  },
  pass_message_deliveries: {
    sharded: true,
    key: { memberId: "hashed" },
    why: "a message writes one row per member at once: hashed, so the fan-out spreads over every shard",
    scatters: [
      { equal: ["messageId"], why: "a message's stats (dashboard)" },
      { equal: ["day", "programId"], why: "the daily marketing cap, read once per message send" },
    ],
  },
  pass_message_events: {
    sharded: true,
    key: { messageId: 1 },
    why: "a message's delivery events together for its stats",
    scatters: [
      { equal: ["_id"], why: BY_ID_ONCE },
      { equal: ["objectId"], why: "Google's notification budget of one object (three a day)" },
    ],
  },
  overview_tallies: {
    sharded: true,
    key: { dayKey: 1 },
    why: "dayKey is `merchantId:day`: a merchant's days are one range",
    scatters: [{ equal: ["merchantId"], why: "a merchant's tallies rebuilt or dropped (background)" }],
  },
  overview_days: {
    sharded: true,
    key: { monthKey: 1 },
    why: "monthKey is `merchantId:month`: the overview reads one range per month",
    scatters: [
      { equal: ["_id"], why: "a day's row re-read after its upsert" },
      { equal: ["merchantId"], why: "a merchant's days rebuilt (background)" },
    ],
  },
  webhook_deliveries: {
    sharded: true,
    key: { merchantId: 1, webhookId: 1 },
    why: "a merchant's deliveries per endpoint, as the dashboard lists them",
    scatters: [
      { equal: ["_id"], why: "the delivery worker and redelivery by id (background)" },
      { equal: ["webhookId"], why: "an endpoint's deliveries dropped with it" },
    ],
    beforeSharding: [
      { index: { key: 1 }, how: "`{merchantId: 1, webhookId: 1, key: 1}` unique: the key names both" },
    ],
  },
  webhook_delivery_attempts: {
    sharded: true,
    key: { deliveryId: 1, attempt: 1 },
    why: "a delivery's attempts; the unique (deliveryId, attempt) is the key",
    scatters: [{ equal: ["key"], why: "an attempt found by its idempotency key (retry)" }],
  },
  automation_occasions: {
    sharded: true,
    key: { _id: "hashed" },
    why: "one row per member and occasion, named by its `_id` (the claim that makes it once)",
    scatters: [],
  },
  idempotency_keys: {
    sharded: true,
    key: { _id: "hashed" },
    why: "one row per keyed request, found by `_id`",
    scatters: [],
    sweeps: "expired keys dropped by the retention job",
  },
};
