/**
 * Generated from the OpenAPI document the app serves at GET /v2/openapi.json (lib/openapi/document.ts).
 * Do not edit: run `npm run api:types` after changing a route's schema; a test fails while this file is stale.
 */

export interface paths {
    "/v2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user the access token belongs to
         * @description Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getCurrentUser"];
        put?: never;
        /**
         * Sign in: exchange e-mail and password for an access token
         * @description OAuth2 password form. `username` is the e-mail address. The token is a JWT (HS256) valid for 60 minutes by default; send it as `Authorization: Bearer <token>`.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a loyalty program
         * @description Required: `passTypeIdentifier` (starts with `pass.`) and `name`. Defaults: `schema` tieredMembership, `programType` loyalty, `retention_period_days` 30, `customFields` and `requiredFields` empty. Unknown fields are ignored. Answers 201 with the stored program. `templateId` names the pass template the program's passes wear (null: none). It must be one of the merchant's templates (else 404), bound to this program or to none (else 409 `TEMPLATE_OF_OTHER_PROGRAM`), of a kind that suits the program: loyalty programs take `storeCard` or `generic`, giftcard programs take `storeCard` templates (else 409 `TEMPLATE_KIND_UNSUITABLE`).
         *
         *     Which fields each program type uses (every field is accepted and stored for either type; for the other type it has no effect, and the dashboard neither shows nor sends it):
         *
         *     | used by | fields |
         *     |---|---|
         *     | `loyalty` and `giftcard` | `name`, `passTypeIdentifier`, `templateId`, `programType`, `description`, `language`, `country`, `timeZone`, `company`, `address`, `website`, `email`, `phone`, `terms`, `openingHours`, `privacyUrl`, `translations`, `barcodeFormat`, `locationIds`, `retention_period_days` |
         *     | `loyalty` | `schema`, `pointsAddEmail`, `pointsAddPhone`, `pointsInstallPass`, `pointsScanPass`, `dynamicScanPoints`, `pointsReferral`, `referralRequiredPoints`, `pointsExpiryDays`, `scannerType`, `scanMinGapMinutes`, `scansPerDayMax`, `customPointsChangeMessage`, `disableCustomPointsChangeMessage`, `customPointName`, `customPointsName`, `customFields`, `requiredFields` |
         *     | `giftcard` | `requireSecurityCode` |
         *     | `loyalty` with `schema` `tieredMembership` | `tiers` |
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the merchant's programs
         * @description `sort`: `-createdAt` (newest first, the default), `createdAt`, `name` or `-name` (case- and accent-insensitive, numbers by value); ties list newest first. `status` (`active` or `archived`) filters; without it both are listed. Deleted programs are never listed. `q` searches name, description and pass type identifier (case-insensitive). `offset`, when given, takes precedence over `page`.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one program
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getProgram"];
        /**
         * Update a program
         * @description Partial update: fields left out keep their value; `null` clears an optional field. `templateId` names the pass template the program's passes wear (null: none). It must be one of the merchant's templates (else 404), bound to this program or to none (else 409 `TEMPLATE_OF_OTHER_PROGRAM`), of a kind that suits the program: loyalty programs take `storeCard` or `generic`, giftcard programs take `storeCard` templates (else 409 `TEMPLATE_KIND_UNSUITABLE`). A change of `programType` is checked against the template kept.
         *
         *     Which fields each program type uses (every field is accepted and stored for either type; for the other type it has no effect, and the dashboard neither shows nor sends it):
         *
         *     | used by | fields |
         *     |---|---|
         *     | `loyalty` and `giftcard` | `name`, `passTypeIdentifier`, `templateId`, `programType`, `description`, `language`, `country`, `timeZone`, `company`, `address`, `website`, `email`, `phone`, `terms`, `openingHours`, `privacyUrl`, `translations`, `barcodeFormat`, `locationIds`, `retention_period_days` |
         *     | `loyalty` | `schema`, `pointsAddEmail`, `pointsAddPhone`, `pointsInstallPass`, `pointsScanPass`, `dynamicScanPoints`, `pointsReferral`, `referralRequiredPoints`, `pointsExpiryDays`, `scannerType`, `scanMinGapMinutes`, `scansPerDayMax`, `customPointsChangeMessage`, `disableCustomPointsChangeMessage`, `customPointName`, `customPointsName`, `customFields`, `requiredFields` |
         *     | `giftcard` | `requireSecurityCode` |
         *     | `loyalty` with `schema` `tieredMembership` | `tiers` |
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateProgram"];
        post?: never;
        /**
         * Delete a program
         * @description Soft delete of any program type, archived or not: the program, its offers and its gift cards disappear from the API at once (GET answers 404, lists leave it out; GDPR requests can still reach its cards' customers). After its `retention_period_days` (0: at once) the purge removes the program, its offers and their images, its cards and their ledgers for good; templates that named it are kept without it. Deleting again answers 404.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteProgram"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/signup/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or resume a pending merchant signup
         * @description No token. A new e-mail (trimmed, case-insensitive) inserts a pending row (201); the same e-mail while pending, or after the row was abandoned (idle for 7 days), resumes it with the latest data (200, same `pendingId`). Each call e-mails a fresh 6-digit code, valid 24 hours, that replaces the previous one. `consent.ip` (or, when absent, the request's address) is stored truncated to /24 or /48.
         */
        post: operations["createPendingSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/signup/pending/{pendingId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a pending signup with the e-mailed code
         * @description Takes the e-mailed code and the password (`passwordHash`) of the latest submission for this signup, so that someone who resubmits another person's pending signup can neither activate it (no code) nor make the owner activate a password they did not choose (`WRONG_PASSWORD`). On success the merchant and its owner become active and can sign in. Repeating the call with the code that activated the account and the password answers the same result. Wrong codes and wrong passwords share one budget: after 5 the code is void; resubmit the signup for a new one.
         */
        post: operations["activatePendingSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a program's gift cards
         * @description Newest first; `status` and `customerEmail` filter. `offset`, when given, wins over `page`. There is no `total` (counting would read every card): follow `nextOffset` while `hasMore` is true.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listGiftCards"];
        put?: never;
        /**
         * Issue a gift card
         * @description The program must have `programType: "giftcard"` (else 409 `PROGRAM_NOT_GIFTCARD`). `initialValue`: 0.01 to 10000 with at most two decimal places. `expiresAt` defaults to one year ahead and may be at most five. Answers 201 with a random 16-digit `cardNumber`; the 6-digit security code is stored only as a hash and never returned. Money is a decimal string ("25.00"). With a `customerEmail` the customer is e-mailed (in the program's `language` when it is German, else English) a link to the card's own page, `/g/<token>` (balance, expiry, the card number in the program's `barcodeFormat`, "Add to Apple Wallet"); `POST …/cards/{cardId}/card-link` sends a new one.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["issueGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one gift card
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getGiftCard"];
        put?: never;
        post?: never;
        /**
         * Delete a gift card
         * @description Soft delete: the card disappears at once; it and its ledger are purged for good after the program's `retention_period_days` (0: at once).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteGiftCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/cards/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a gift card by its full number
         * @description The counter's lookup: the card with this 16-digit `cardNumber` (what its barcode and pass carry) in any of the merchant's gift-card programs, with its balance and `status`; its `programId` names where to redeem. An unknown number, another merchant's card and a deleted card (or one of a deleted program) all answer 404; an archived program's cards are found. Equality on the merchant and the number: one indexed read.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["lookUpGiftCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a gift-card program
         * @description Soft delete: the program and its cards disappear at once (GDPR requests can still name it); the program, its cards and their ledgers are purged for good after its `retention_period_days` (0: at once). The same as `DELETE /v2/loyalty/programs/{programId}`, which takes every program type.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteGiftCardProgram"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem an amount from a gift card
         * @description `amount`: a decimal (number or string) from 0.01 to 10000 with at most two decimal places. The balance is the sum of an append-only ledger; concurrent redeems are serialised by a unique entry sequence, so a card is never overdrawn and no accepted change is lost.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant). A cashier bound to locations works at those only: another `locationId` answers 403 `LOCATION_NOT_ALLOWED`; with one location, none named means that one.
         */
        post: operations["redeemGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}/reload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reload a gift card
         * @description `amount`: a decimal (number or string) from 0.01 to 10000 with at most two decimal places. The balance is the sum of an append-only ledger; concurrent reloads are serialised by a unique entry sequence, so a card is never overdrawn and no accepted change is lost.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["reloadGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/gdpr/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail of erasure and export requests
         * @description Newest first, optionally one `kind`. No personal data: who asked, role, scope, reason, affected card ids, status.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listGdprRequests"];
        put?: never;
        /**
         * Erase a customer's data from gift cards
         * @description Whose data: `customerId`, `customerEmail` (case-insensitive, surrounding spaces ignored) and the `cardId` query parameter; at least one is required (else 422 `value_error` at `["body"]`), and every one given must match a card. `programId` narrows to one program. Another merchant's program or card answers 404. Support staff name the merchant in `X-Merchant-Id`.
         *
         *     Removes e-mail, phone, name, sender name, custom message and customer id from every matching card; card number, balance and ledger stay, detached from the person. `status`: `completed`, `no_match` (nothing, or nothing left, to erase: `affectedCards` is empty) or `dry_run` (`?dryRun=true`: the cards that would be erased; nothing changes or is recorded). Each request is stored first and then worked through (`received` → `erasing` → `completed`); one interrupted by a crash is completed by the next request of the merchant (a retry answers the interrupted request's result) or at server start. The audit record keeps HMACs of the e-mail / customer id, never the values, and forgets even those after the retention period.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["eraseGiftCardCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/gdpr/erasure/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One erasure or export record
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getGdprRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/gdpr/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a customer's gift-card data (access request)
         * @description Whose data: `customerId`, `customerEmail` (case-insensitive, surrounding spaces ignored) and the `cardId` query parameter; at least one is required (else 422 `value_error` at `["body"]`), and every one given must match a card. `programId` narrows to one program. Another merchant's program or card answers 404. Support staff name the merchant in `X-Merchant-Id`.
         *
         *     `format` `json` (default) answers `{requestId, exportedAt, cards}` with each card's transactions; `csv` answers `text/csv` (one row per card; request id in `X-Gdpr-Request-Id`). Recorded in the audit trail as kind `export`.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["exportGiftCardCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a merchant (support staff only)
         * @description Merchants whose name or owner e-mail contains `q` (case-insensitive), or the one whose id `q` is; each with its owner's e-mail. Merchant owners get 403.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["searchMerchants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/gdpr/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail of erasure and export requests that reached members
         * @description Newest first, optionally one `kind`. No personal data: who asked, role, scope, reason, affected ids, status.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listLoyaltyGdprRequests"];
        put?: never;
        /**
         * Erase a person's data from loyalty members
         * @description Whose data: `customerId` (the member's `externalId`), `customerEmail` (case-insensitive, surrounding spaces ignored) and the `memberId` query parameter; at least one is required (else 422 `value_error` at `["body"]`), and every one given must match a member. `programId` narrows to one program. Another merchant's program or member answers 404. Support staff name the merchant in `X-Merchant-Id`.
         *
         *     An erased member loses e-mail, phone, names, birthday, external id, custom fields, marketing consent and their HMACs; its status becomes `erased`, its member number and referral code are replaced by `erased-<id>` (the old barcode and link stop working) and its uniqueness keys are released. The points ledger keeps its amounts.
         *
         *     Each request is stored first and then worked through (`received` → `erasing` → `completed`); one interrupted by a crash is completed by the next erasure of the merchant (a retry answers its result) or at server start. The audit record keeps HMACs of the e-mail / customer id, never the values, and forgets even those after the retention period. `no_match`: nothing (left) to erase; `dry_run` (`?dryRun=true`): what would be erased; nothing changes or is recorded.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["eraseLoyaltyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/gdpr/erasure/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One erasure or export record that reached members
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getLoyaltyGdprRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/gdpr/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a person's loyalty data (access request)
         * @description Whose data: `customerId` (the member's `externalId`), `customerEmail` (case-insensitive, surrounding spaces ignored) and the `memberId` query parameter; at least one is required (else 422 `value_error` at `["body"]`), and every one given must match a member. `programId` narrows to one program. Another merchant's program or member answers 404. Support staff name the merchant in `X-Merchant-Id`.
         *
         *     `format` `json` (default) answers `{requestId, exportedAt, members}`: each membership's personal fields, member number, balance, lifetime points and points ledger; `csv` answers `text/csv` (one row per member; request id in `X-Gdpr-Request-Id`). Recorded in the audit trail as kind `export`.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["exportLoyaltyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/gdpr/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a person's data from gift cards and loyalty members in one request
         * @description The gift-card and the loyalty rules at once: `customerId` matches a card's customer id and a member's `externalId`; `cardId` narrows to one card (and reaches no member), `memberId` to one member (and reaches no card).
         *
         *     What `POST /v2/giftcards/gdpr/erasure` and `POST /v2/loyalty/gdpr/erasure` do, as one stored request with one audit record (the dashboard's form). Each request is stored first and then worked through (`received` → `erasing` → `completed`); one interrupted by a crash is completed by the next erasure of the merchant (a retry answers its result) or at server start. The audit record keeps HMACs of the e-mail / customer id, never the values, and forgets even those after the retention period. `no_match`: nothing (left) to erase; `dry_run` (`?dryRun=true`): what would be erased; nothing changes or is recorded.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["erasePerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/gdpr/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a person's gift-card and loyalty data in one file
         * @description The gift-card and the loyalty rules at once: `customerId` matches a card's customer id and a member's `externalId`; `cardId` narrows to one card (and reaches no member), `memberId` to one member (and reaches no card).
         *
         *     `json` (default) answers `{requestId, exportedAt, cards, members}`; `csv` answers one table with a `kind` column (`giftCard` or `member`) and the columns of both, with the counts in `X-Gdpr-Gift-Cards` and `X-Gdpr-Members`. Recorded in the audit trail as kind `export`.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["exportPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database readiness
         * @description No token. 200 when the database answers a ping, with its latency; 503 (same body, `ready: false`, `Retry-After`) when it does not. Any answer at all means the process is alive.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a link to choose a new password
         * @description No token. Answers the same 202 whether or not the address has an account (so nobody can learn which addresses do); an active account gets an e-mail with a link that works once, for 60 minutes.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the e-mailed token
         * @description No token header: the reset token from the e-mailed link is in the body. It works once; every other outstanding link of the account is void afterwards.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's profile and company
         * @description Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getAccount"];
        /**
         * Change name and (owners) company
         * @description Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password, given the current one
         * @description Wrong current passwords count against the sign-in throttle of the account, so a session cannot be used to guess the password.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the merchant's pass templates
         * @description Newest first; at most 500.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create a pass template
         * @description `passType` is one of boardingPass, coupon, eventTicket, generic, storeCard. Colors are `rgb(r, g, b)` or `#rrggbb`. Field counts per kind (header/primary/secondary/auxiliary/back): `boardingPass` 3/2/4/5/20, `coupon` 3/1/4/4/20, `eventTicket` 3/1/4/4/20, `generic` 3/1/4/4/20, `storeCard` 3/1/4/4/20. `programId`, when given, must be one of the merchant's programs. coupon, generic, storeCard show at most 4 secondary and auxiliary fields together (Apple's rule; else 422 `value_error` at `["body", "auxiliaryFields"]`). Keys are unique over the whole pass, and `about`, `terms`, `website`, `email`, `phone`, `signature`, `offers`, `pointsExpiring` and keys starting `offer-` belong to the fields every pass carries (the program's texts and contacts, the member's offers, the development note): a field with such a key, or a key used twice, is a 422 `value_error` at its `key` (e.g. `["body", "backFields", 1, "key"]`). Field values may hold placeholders, filled with live values on each pass: `{points}`, `{stamps}`, `{tier}`, `{memberName}`, `{memberNumber}`, `{balance}`, `{expiresAt}`; any other `{name}` is a 422 `value_error` at the field's `value` (e.g. `["body", "primaryFields", 0, "value"]`) whose `msg` names it and whose `ctx` has `placeholders` (the unknown ones) and `allowed` (the list), both as `{name}`. Text in braces that is not a name (`{ }`, `{5}`) stays as written.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one pass template
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getTemplate"];
        /**
         * Update a pass template
         * @description Partial update: fields left out keep their value; `null` clears an optional field. `passType` cannot change while the template has images (409 PASS_TYPE_LOCKED). Field counts per kind (header/primary/secondary/auxiliary/back) apply to the template as it will be stored: `boardingPass` 3/2/4/5/20, `coupon` 3/1/4/4/20, `eventTicket` 3/1/4/4/20, `generic` 3/1/4/4/20, `storeCard` 3/1/4/4/20 (else 422 `value_error` at the group). coupon, generic, storeCard show at most 4 secondary and auxiliary fields together (Apple's rule; else 422 `value_error` at `["body", "auxiliaryFields"]`). Keys are unique over the whole pass, and `about`, `terms`, `website`, `email`, `phone`, `signature`, `offers`, `pointsExpiring` and keys starting `offer-` belong to the fields every pass carries (the program's texts and contacts, the member's offers, the development note): a field with such a key, or a key used twice, is a 422 `value_error` at its `key` (e.g. `["body", "backFields", 1, "key"]`). Field values may hold placeholders, filled with live values on each pass: `{points}`, `{stamps}`, `{tier}`, `{memberName}`, `{memberNumber}`, `{balance}`, `{expiresAt}`; any other `{name}` is a 422 `value_error` at the field's `value` (e.g. `["body", "primaryFields", 0, "value"]`) whose `msg` names it and whose `ctx` has `placeholders` (the unknown ones) and `allowed` (the list), both as `{name}`. Text in braces that is not a name (`{ }`, `{5}`) stays as written.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateTemplate"];
        post?: never;
        /**
         * Delete a pass template and its images
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates/{templateId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a template's images (their data, not the files)
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listTemplateImages"];
        put?: never;
        post?: never;
        /**
         * Delete every image of a template
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteTemplateImages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates/{templateId}/images/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the stored resolutions of one image type
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listTemplateImagesOfType"];
        put?: never;
        post?: never;
        /**
         * Delete every resolution of one image type
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteTemplateImagesOfType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/templates/{templateId}/images/{type}/{resolution}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stored PNG of one image slot
         * @description Answers `image/png` with `ETag` (the PNG's SHA-256) and `Cache-Control: private, no-cache`; 304 when `If-None-Match` names the ETag.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getTemplateImage"];
        put?: never;
        /**
         * Create or replace a template image
         * @description Multipart body with one binary part `image` (image/png, image/jpeg, image/webp; the bytes decide, not the file name or Content-Type). The image is decoded, checked and stored as a PNG without metadata; the answer is its data as JSON. Replacing is atomic: a rejected upload leaves the stored image as it was.
         *
         *     Image types per pass kind: `boardingPass`: logo, icon, footer; `coupon`: logo, icon, strip; `eventTicket`: logo, icon, strip, background, thumbnail; `generic`: logo, icon, thumbnail; `storeCard`: logo, icon, strip. eventTicket: a strip image excludes background and thumbnail, and the reverse (422 at `["path","type"]`).
         *
         *     Sizes in pixels (Apple's points × 1, 2, 3). Larger images are refused (or, with `?fit=contain`, downscaled to fit); smaller ones are accepted, except icons (at least 29 points) and thumbnails outside 2:3–3:2:
         *
         *     | pass kind | image type | normal (@1x) px | high (@2x) px | ultra (@3x) px |
         *     |---|---|---|---|---|
         *     | boardingPass | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | boardingPass | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | boardingPass | footer | at most 286×15 | at most 572×30 | at most 858×45 |
         *     | coupon | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | coupon | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | coupon | strip | at most 375×144 | at most 750×288 | at most 1125×432 |
         *     | eventTicket | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | eventTicket | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | eventTicket | strip | at most 375×98 | at most 750×196 | at most 1125×294 |
         *     | eventTicket | background | at most 180×220 | at most 360×440 | at most 540×660 |
         *     | eventTicket | thumbnail | at most 90×90, with a width:height ratio between 2:3 and 3:2 | at most 180×180, with a width:height ratio between 2:3 and 3:2 | at most 270×270, with a width:height ratio between 2:3 and 3:2 |
         *     | generic | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | generic | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | generic | thumbnail | at most 90×90, with a width:height ratio between 2:3 and 3:2 | at most 180×180, with a width:height ratio between 2:3 and 3:2 | at most 270×270, with a width:height ratio between 2:3 and 3:2 |
         *     | storeCard | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | storeCard | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | storeCard | strip | at most 375×144 | at most 750×288 | at most 1125×432 |
         *
         *     Uploads over IMAGE_MAX_BYTES (5 MiB by default) answer 413 (from Content-Length before reading); images over 16,777,216 pixels are refused from their header, undecoded.
         *
         *     One upload per image type is enough: a `high` or `ultra` upload also stores the lower resolutions, downscaled (listed in `derived`, each with `isDerived: true`). A slot holding an image uploaded to it is never replaced by a derived one; a derived one is replaced by the next upload. `?derive=false` stores the named slot only, as before issue 28.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["uploadTemplateImage"];
        /**
         * Delete one image
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteTemplateImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a program's offers
         * @description Newest first; at most 500. A SCHEDULED offer reads as LIVE once its `startDate` has passed.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listOffers"];
        put?: never;
        /**
         * Create an offer (DRAFT)
         * @description States: DRAFT → (publish) LIVE, or SCHEDULED while `startDate` is ahead → (cancel) CANCELLED. Between fields: `endDate` must be after `startDate` (else 422 `value_error` at `["body","endDate"]`) and `pointsMax` must not be below `pointsMin` (else 422 at `["body","pointsMax"]`).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one offer
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getOffer"];
        /**
         * Update an offer
         * @description Partial update; not once cancelled (409 OFFER_CANCELLED). Between fields: `endDate` must be after `startDate` (else 422 `value_error` at `["body","endDate"]`) and `pointsMax` must not be below `pointsMin` (else 422 at `["body","pointsMax"]`). They apply to the offer as it will be stored: a field left out counts with its stored value.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateOffer"];
        post?: never;
        /**
         * Delete a draft offer
         * @description Only while DRAFT (409 OFFER_NOT_DRAFT otherwise); published offers are cancelled instead.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteOffer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft offer
         * @description DRAFT → LIVE, or SCHEDULED when `startDate` is in the future.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["publishOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a live or scheduled offer
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["cancelOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}/card/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an offer's card images (their data)
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listOfferCardImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}/card/images/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stored PNG of an offer card image
         * @description `image/png` with `ETag`; 304 when `If-None-Match` names it.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getOfferCardImage"];
        put?: never;
        /**
         * Create or replace an offer's card image
         * @description Multipart body with one binary part `image` (image/png, image/jpeg, image/webp; the bytes decide, not the file name or Content-Type). The image is decoded, checked and stored as a PNG without metadata; the answer is its data as JSON. Replacing is atomic: a rejected upload leaves the stored image as it was.
         *
         *     Image types per pass kind: `boardingPass`: logo, icon, footer; `coupon`: logo, icon, strip; `eventTicket`: logo, icon, strip, background, thumbnail; `generic`: logo, icon, thumbnail; `storeCard`: logo, icon, strip. eventTicket: a strip image excludes background and thumbnail, and the reverse (422 at `["path","type"]`).
         *
         *     Sizes in pixels (Apple's points × 1, 2, 3). Larger images are refused (or, with `?fit=contain`, downscaled to fit); smaller ones are accepted, except icons (at least 29 points) and thumbnails outside 2:3–3:2:
         *
         *     | pass kind | image type | normal (@1x) px | high (@2x) px | ultra (@3x) px |
         *     |---|---|---|---|---|
         *     | boardingPass | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | boardingPass | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | boardingPass | footer | at most 286×15 | at most 572×30 | at most 858×45 |
         *     | coupon | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | coupon | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | coupon | strip | at most 375×144 | at most 750×288 | at most 1125×432 |
         *     | eventTicket | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | eventTicket | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | eventTicket | strip | at most 375×98 | at most 750×196 | at most 1125×294 |
         *     | eventTicket | background | at most 180×220 | at most 360×440 | at most 540×660 |
         *     | eventTicket | thumbnail | at most 90×90, with a width:height ratio between 2:3 and 3:2 | at most 180×180, with a width:height ratio between 2:3 and 3:2 | at most 270×270, with a width:height ratio between 2:3 and 3:2 |
         *     | generic | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | generic | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | generic | thumbnail | at most 90×90, with a width:height ratio between 2:3 and 3:2 | at most 180×180, with a width:height ratio between 2:3 and 3:2 | at most 270×270, with a width:height ratio between 2:3 and 3:2 |
         *     | storeCard | logo | at most 160×50 | at most 320×100 | at most 480×150 |
         *     | storeCard | icon | from 29×29 to 38×38 | from 58×58 to 76×76 | from 87×87 to 114×114 |
         *     | storeCard | strip | at most 375×144 | at most 750×288 | at most 1125×432 |
         *
         *     Uploads over IMAGE_MAX_BYTES (5 MiB by default) answer 413 (from Content-Length before reading); images over 16,777,216 pixels are refused from their header, undecoded.
         *
         *     An offer card image has no resolution in its path: it is the @3x (`ultra`) image, checked against the coupon's rule for its type (event ticket's for background and thumbnail, boarding pass's for footer). Every type is accepted.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["uploadOfferCardImage"];
        /**
         * Delete an offer's card image
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteOfferCardImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a program
         * @description `active` → `archived` (`archivedAt` set). An archived program stays readable, listable (`status=archived`) and editable, and can be duplicated or deleted; it takes nothing new: issuing or reloading gift cards, creating or publishing offers answer 409 `PROGRAM_ARCHIVED`. Cards already issued still redeem; live offers stay live.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["archiveProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unarchive a program
         * @description `archived` → `active` (`archivedAt` null again).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["unarchiveProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a program
         * @description A new program (new `id`, `status: "active"`, new timestamps) with every setting of the source, archived sources included. `name` is optional (the body may be left out): by default the source's name plus " (copy)", shortened to fit 200 characters. Gift cards, offers and templates are not copied: they belong to the source's customers and history.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["duplicateProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a program's members
         * @description Newest first unless `sort` says otherwise. `q` finds members whose first name, last name, full name, e-mail, phone, member number or external id starts with it (case-insensitive; exact values too); `status` filters. `total` counts every member that matches, on every page. `offset`, when given, wins over `page`; follow `nextOffset` while `hasMore` is true. A search or another order reads every member of the program (never another program's), so it costs one read per 100 members.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Add a member (a customer joins)
         * @description Only `programType: loyalty` programs take members (409 `PROGRAM_NOT_LOYALTY`), not archived ones (409 `PROGRAM_ARCHIVED`). The program's `requiredFields` (member fields or custom field names) and each custom field's `required` say what must be given (422 `missing` at its `loc`); `customFields` is keyed by the program's custom field `name`, each value checked against its `type` and `options`. E-mail (case-insensitive), phone (normalised to E.164; numbers without a prefix are read in the program's `country`) and `externalId` are unique per program: 409 `MEMBER_EXISTS`. `referralCode` links the member to the member who shared it (422 if unknown, of another program, or the joining person's own). Joining earns `pointsAddEmail`, `pointsAddPhone` and custom fields' `points` once each.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one member
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getMember"];
        /**
         * Change a member
         * @description Partial: fields left out keep their value, `null` clears one; `customFields` merges key by key. Checked like a join (required fields, uniqueness: 409 `MEMBER_EXISTS`, nothing changed). A change is listed by `GET …/profile-changes` (field names only). `status` moves between `active` and `suspended`. Data the member has for the first time earns its one-time points. An erased member cannot change (409 `MEMBER_ERASED`).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateMember"];
        post?: never;
        /**
         * Delete a member
         * @description Soft delete: the member disappears at once; its e-mail, phone and external id stay taken until the purge, which after the program's `retention_period_days` (0: at once) removes the member's keys, ledger and data.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's points ledger
         * @description Newest first. `offset`, when given, wins over `page`. There is no `total` (counting would read every row): follow `nextOffset` while `hasMore` is true.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listMemberPoints"];
        put?: never;
        /**
         * Credit or debit points by hand
         * @description `points`: a non-zero integer (±1000000); `reason`: 1–200 characters. The entry records the user. A debit below zero is 409 `INSUFFICIENT_POINTS`. Every credit and debit is one entry of the member's append-only ledger; the balance is the newest entry's, so concurrent changes never overdraw or lose points.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["adjustMemberPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan a member's pass at the counter
         * @description Credits the program's `pointsScanPass`; with `dynamicScanPoints` the scanner gives `points` (1–100000; missing: 422), otherwise `points` is refused (422). An unknown member number, or one of another program, is 404 `MEMBER_NOT_FOUND`; a suspended or erased member 409 `MEMBER_NOT_ACTIVE`. The program's scan rules hold for every caller, also for scans sent at the same instant: a scan within `scanMinGapMinutes` of the member's last scan is 409 `SCAN_TOO_SOON`, one beyond `scansPerDayMax` scans on the day (midnight to midnight in the program's `timeZone`, UTC when null) 409 `SCAN_DAILY_LIMIT`; both carry `nextScanAt` (when the next scan is allowed) in the detail and `Retry-After` (seconds until then). Nothing is credited.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant). A cashier bound to locations works at those only: another `locationId` answers 403 `LOCATION_NOT_ALLOWED`; with one location, none named means that one.
         */
        post: operations["scanMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/offers/{offerId}/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An offer's redemptions
         * @description Newest first. `offset`, when given, wins over `page`. There is no `total` (counting would read every row): follow `nextOffset` while `hasMore` is true.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listRedemptions"];
        put?: never;
        /**
         * A member redeems an offer
         * @description Only a LIVE offer (409 `OFFER_NOT_LIVE`) by an active member (409 `MEMBER_NOT_ACTIVE`). The member needs `pointsMin ≤ points ≤ pointsMax` where set (409 `POINTS_BELOW_MINIMUM` / `POINTS_ABOVE_MAXIMUM`) and `pointsCost` points, which are debited in the member's ledger (409 `INSUFFICIENT_POINTS`). `limitPerCustomer` (409 `LIMIT_PER_CUSTOMER_REACHED`) and `availabilityCount` (409 `OFFER_SOLD_OUT`) are never exceeded, however many redeem at once.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant). A cashier bound to locations works at those only: another `locationId` answers 403 `LOCATION_NOT_ALLOWED`; with one location, none named means that one.
         */
        post: operations["redeemOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}/profile-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's profile changes
         * @description Newest first: each `PUT` of the member that changed something, with the names of the fields it changed (never their values). `offset`, when given, wins over `page`. There is no `total` (counting would read every row): follow `nextOffset` while `hasMore` is true.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listMemberProfileChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import members (a batch of rows)
         * @description For moving a customer list in: up to 500 rows per request (a body of at most 4 MiB), each the fields of a join (`MemberCreate` without `referralCode`) plus `points`, an opening balance credited as one ledger entry of source `import`. The dashboard reads a CSV file, maps its columns to these fields and sends the rows in batches; partners may call it directly.
         *
         *     Every row is checked on its own, exactly as a join is (the program's `requiredFields`, custom field types, phone numbers read in the program's `country`), and answered in `results` in the rows' order: `created` (member id and number; the join rules `pointsAddEmail`, `pointsAddPhone` and custom fields' `points` are credited, `member.created` and `points.changed` announced to webhooks), `duplicate` (a member of the program already has the row's e-mail, phone or external id — `matchedKey` says which, `memberId` who; also a later row of the same batch with an earlier row's value), or `refused` with Pydantic-shaped `issues` located at `["body","rows",<row>,…]`. A row must carry an e-mail, phone or external id (`import_key_missing` otherwise): that is what makes sending the same rows again create nothing twice. A refused or duplicate row never stops the others; the status is 200 whatever the rows' outcomes. A body that is not a list of 1–500 objects is a 422 and changes nothing. Send batches one after another (not in parallel) and an `Idempotency-Key` per batch, so a retried batch answers its first results instead of `duplicate`. Read-only app keys cannot import (403 `APP_KEY_READ_ONLY`).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["importMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a program's members as CSV
         * @description A file to save (`Content-Disposition: attachment`), streamed: the server reads 100 members at a time as the client reads on, so programs of any size export with little memory on either side. Members who join during the export may be missing from it; deleted members are left out, erased ones are listed with their personal data empty. Read-only app keys may export.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["exportMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description At most 20, newest first. Secrets are never listed.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description `url` must be `https` (else 422 `url_scheme`) and must name a public host: a literal address or every address a name resolves to must be global unicast (public IPv4; IPv6 within `2000::/3` outside its special ranges, so no loopback, private, link-local, CGNAT, multicast, metadata, IPv4-mapped or 6to4 address) and a local name is refused (422 `value_error` at `["body","url"]`; decision 034); names are resolved and checked again on every delivery, which connects only to the address checked, follows no redirects, gives up after 5 s and reads at most 64 KiB of the answer. `events`: at least one event type (see `webhooks`). `enabled` defaults to true. The answer carries `secret`, the signing secret, which is never shown again (rotate it to get a new one). Deliveries follow Standard Webhooks (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; body `{type, timestamp, data}`), at least once: any answer but 2xx is retried with exponential backoff (5 s, doubling, at most 1 h apart) for 24 hours. An endpoint whose every delivery failed for 5 days is disabled (`disabledReason: "failing"`) and its owner e-mailed.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getWebhook"];
        /**
         * Update a webhook endpoint
         * @description Partial. `url` must be `https` (else 422 `url_scheme`) and must name a public host: a literal address or every address a name resolves to must be global unicast (public IPv4; IPv6 within `2000::/3` outside its special ranges, so no loopback, private, link-local, CGNAT, multicast, metadata, IPv4-mapped or 6to4 address) and a local name is refused (422 `value_error` at `["body","url"]`; decision 034); names are resolved and checked again on every delivery, which connects only to the address checked, follows no redirects, gives up after 5 s and reads at most 64 KiB of the answer. Enabling an endpoint the service disabled clears its failure record.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its delivery log goes with it; deliveries still pending are dropped.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's signing secret
         * @description A new secret, shown only in this answer. For `graceHours` (0–72, default 24; the body may be left out) every delivery carries two signatures in `webhook-signature`, by the new and the old secret, so a verifier with either accepts it.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues one `webhook.test` delivery to this endpoint (whatever it subscribed to); follow it in the delivery log.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Newest first, each with its attempts (time, answer code, duration, error).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a delivery
         * @description A new delivery with the same body and `webhook-id`, attempted afresh (the endpoint must be enabled).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/appkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the merchant's app keys
         * @description Newest first, expired ones included (compare `expiresAt`); never the secret, only its `prefix`. `lastUsedAt` is recorded at most once a minute per key and server process.
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listAppKeys"];
        put?: never;
        /**
         * Create an app key for a partner
         * @description Mints a key bound to the merchant and answers it **once** in `token` (`lp_live_…`; only a SHA-256 hash is stored). Send it as `Authorization: Bearer <token>`. `fullAccess` (default true): false makes the key read-only (any method but GET answers 403 `APP_KEY_READ_ONLY`). `expires` (date-time, default one year ahead, at most 2 years; past → 422). `allowedTemplates` (24-hex ids of the merchant's templates; omitted, null or empty: no limit) limits the key to those templates and to the programs they use — the programs named by their `programId`, resolved on each request, so re-pointing a template re-points the key. With a limited key: a template or program outside the limit in a path answers 404, as another merchant's would (images, offers and gift cards of a program included); `GET /v2/templates` and `GET /v2/loyalty/programs` list only what is inside; a body naming a `programId` outside, and every operation without a template or program in its path (creating programs or templates, GDPR requests), answer 403 `APP_KEY_OUTSIDE_TEMPLATES`. A key cannot manage app keys or the account (403 `APP_KEY_NOT_ALLOWED`). At most 50 unexpired keys per merchant (409 `APP_KEY_LIMIT_REACHED`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createAppKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/appkeys/{appKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an app key
         * @description Deletes the key: the next request with it answers 401, on every server (keys are looked up on each request, never cached).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["revokeAppKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}/google-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's "Add to Google Wallet" link
         * @description The loyalty object shows the member number (in the program's `barcodeFormat` and as account id), name, points and tier. Inserts (or brings up to date) the program's class, the pass object (`<issuerId>.<serial>`) and, for a member, an offer object per LIVE offer linked from the loyalty object, then answers the link; the object exists at Google when this answers, and every later change of the pass is patched into it. 409 `GOOGLE_WALLET_NOT_CONFIGURED` when the merchant has no Google issuer and service account (no link can be made; the customer pages show no button then).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getMemberGoogleWalletLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}/google-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gift card's "Add to Google Wallet" link
         * @description The gift-card object shows the card number (in the program's `barcodeFormat` too) and the balance, never the security code. Inserts (or brings up to date) the program's class, the pass object (`<issuerId>.<serial>`) and, for a member, an offer object per LIVE offer linked from the loyalty object, then answers the link; the object exists at Google when this answers, and every later change of the pass is patched into it. 409 `GOOGLE_WALLET_NOT_CONFIGURED` when the merchant has no Google issuer and service account (no link can be made; the customer pages show no button then).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getGiftCardGoogleWalletLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a device for a pass's update pushes
         * @description Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's "PassKit Web Service Reference", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422). The device gives its APNs push token; every later change of the pass (points, tier, balance, offers, voiding) pushes it. 201 for a new registration, 200 when the device was registered already (its newest push token is kept). A pass's first device counts as its install: the member's `pointsInstallPass` is credited once and `pass.installed` is sent (gift cards too, without points). At most 20 registrations per pass in 10 minutes.
         */
        post: operations["registerPassDevice"];
        /**
         * Unregister a device from a pass's pushes
         * @description Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's "PassKit Web Service Reference", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422). The customer removed the pass or turned its updates off. 200 also when the device was not registered. The pass's last device leaving counts as its removal and sends `pass.removed`.
         */
        delete: operations["unregisterPassDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The serial numbers of a device's passes changed since a tag
         * @description Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's "PassKit Web Service Reference", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422). No token (Apple's protocol sends none here). Lists the device's passes of this type changed after `passesUpdatedSince` (all of them without it) and the tag to send next time; 204 when none changed or the device is unknown. The tag is opaque; a pass changed within the last 30 seconds may be listed once more (then its download answers 304).
         */
        get: operations["listUpdatedPasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/passkit/v1/passes/{passTypeIdentifier}/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest version of a pass
         * @description Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's "PassKit Web Service Reference", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422). The signed `.pkpass` as it is now (a deleted or erased member's pass reads as voided, without personal data). `Last-Modified` names the pass's last change once a device registered for it (and that second has passed); `If-Modified-Since` at or after it answers 304 without building the pass. HEAD answers the same status and headers without the file. At most 60 downloads per pass a minute.
         */
        get: operations["getLatestPass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/passkit/v1/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wallet's error reports about this web service
         * @description Apple's PassKit web service (the `webServiceURL` of every Apple Wallet pass is `<PUBLIC_BASE_URL>/v2/passkit`), called by iPhones and Apple Watches, not by partners: paths, statuses and bodies follow Apple's "PassKit Web Service Reference", not the FastAPI original's conventions (bad input still answers a FastAPI-shaped 422). No token. Each message is written to the server log (at most 2000 characters each, shortened to 500, 100 a request, 120 a minute per server; the rest are counted and dropped). Body at most 64 KiB.
         */
        post: operations["logPassDeviceMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's wallet configuration
         * @description Apple: one entry per pass type identifier the merchant's programs use (or a certificate is still held for), with the state of the passes served now (decision 028): `configured`/`expiring`/`expired` when the merchant's certificate signs them; `service` when the service's own Pass Type ID certificate does (they then carry the service's pass type identifier and Team ID, see `signing`), which is what every program without a usable certificate of its own gets once the operator configured one; `development` when only the service's local development chain signs them, which real devices refuse (the card pages then offer the pass as a preview, not as "Add to Apple Wallet"). A stored certificate that does not sign says why in `certificateIssue` (also the certificate's `issue`). Google: `not_configured` (no "Add to Google Wallet" anywhere), `service` (signed by the service: its issuer and service account, from its configuration) or `configured` (the merchant's own, see `PUT /v2/wallet/google`). Keys are stored encrypted (AES-256-GCM under the service's `WALLET_ENCRYPTION_KEY`) and never answered by any operation. App keys cannot use these operations (403 `APP_KEY_NOT_ALLOWED`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getWalletState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/apple/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the Pass Type ID certificates
         * @description One per pass type identifier, ordered by it. `state`: `expiring` within 30 days of `notAfter`, `expired` after it. Keys are stored encrypted (AES-256-GCM under the service's `WALLET_ENCRYPTION_KEY`) and never answered by any operation. App keys cannot use these operations (403 `APP_KEY_NOT_ALLOWED`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listAppleCertificates"];
        put?: never;
        /**
         * Upload a Pass Type ID certificate
         * @description Multipart: either `p12` (the certificate with its private key, as Keychain exports it; legacy RC2/3DES and modern AES files are read) with its `password` (empty when it has none), or `certificate` and `privateKey` as PEM (file parts or plain fields; an encrypted key's passphrase in `password`). `teamIdentifier` is required and must be the certificate's (its subject OU); `passTypeIdentifier`, when given, must be the certificate's (its subject UID). The pass type must be used by one of the merchant's programs. The certificate applies to every program with that pass type identifier; uploading another for the same pass type replaces it. Refused with a 400 code, storing nothing: `CERTIFICATE_MISSING` (Send either a .p12 file (`p12`, with its `password`) or a PEM certificate and private key (`certificate` and `privateKey`)); `CERTIFICATE_PASSWORD_WRONG` (The password does not open this .p12 file); `CERTIFICATE_UNREADABLE` (This is not a certificate this service can read (a .p12 file, or PEM text)); `CERTIFICATE_KEY_MISSING` (The .p12 file holds no private key; export the certificate together with its key); `PRIVATE_KEY_UNREADABLE` (The private key is not a PEM private key (or its password is wrong)); `CERTIFICATE_KEY_MISMATCH` (The private key does not belong to the certificate); `CERTIFICATE_NOT_PASS_TYPE_ID` (This is not a Pass Type ID certificate (its subject names no pass type identifier and Team ID)); `CERTIFICATE_EXPIRED` (The certificate has expired); `CERTIFICATE_NOT_YET_VALID` (The certificate is not valid yet); `CERTIFICATE_NOT_FROM_WWDR` (The certificate was not issued by the Apple WWDR intermediate this service is configured with); `CERTIFICATE_UNVERIFIABLE` (This service cannot verify certificates yet: its operator has not configured Apple's WWDR intermediate (APPLE_WWDR_CERTIFICATE), and in production an unverified certificate is not stored); `CERTIFICATE_TEAM_MISMATCH` (The certificate belongs to another Team ID than the one named); `CERTIFICATE_PASS_TYPE_MISMATCH` (The certificate is for another pass type identifier than the one named); `CERTIFICATE_PASS_TYPE_UNUSED` (None of the merchant's programs uses this certificate's pass type identifier; create the program first). `CERTIFICATE_NOT_FROM_WWDR` is checked when the service is configured with Apple's WWDR intermediate; without one, production refuses every upload (`CERTIFICATE_UNVERIFIABLE`), and elsewhere the certificate is stored with `issue: WWDR_NOT_CONFIGURED` and signs nothing until the WWDR is configured. Bodies over 64 KiB answer 413. Keys are stored encrypted (AES-256-GCM under the service's `WALLET_ENCRYPTION_KEY`) and never answered by any operation. App keys cannot use these operations (403 `APP_KEY_NOT_ALLOWED`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["uploadAppleCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/apple/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a Pass Type ID certificate
         * @description Removes the certificate and its key. The pass type's passes are then signed as before one was uploaded (see `GET /v2/wallet`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteAppleCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the merchant's own Google Wallet issuer
         * @description `issuerId` from the Google Pay & Wallet Console; `serviceAccount` the service account's key JSON from Google Cloud (only `client_email` and `private_key` are kept; the key must be RSA in PKCS#8 PEM, else 400 `GOOGLE_SERVICE_ACCOUNT_KEY_INVALID`: `serviceAccount.private_key` is not an RSA private key in PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`)). Replaces what was saved before; from now on the merchant's passes use it instead of the service's. Keys are stored encrypted (AES-256-GCM under the service's `WALLET_ENCRYPTION_KEY`) and never answered by any operation. App keys cannot use these operations (403 `APP_KEY_NOT_ALLOWED`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["setGoogleWalletConfig"];
        post?: never;
        /**
         * Remove the merchant's own Google Wallet issuer
         * @description The service's configuration applies again, if it has one. Answers 204 also when nothing was saved.
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteGoogleWalletConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's numbers over the last days
         * @description What the dashboard's overview shows: programs and members as they are now, each day's new members, scans, points given, offers redeemed, gift cards sold and passes installed or removed over the last `days` UTC days (default 30, at most 90; today is the last and still counting), with the total of the as many days before for comparison, and per currency the gift-card value sold and redeemed and the balance the cards hold today. Changes are counted when they happen, so changes made before the overview existed are not in the daily figures. With `locationId` (issue 30) the daily figures — scans, points given, offers redeemed, gift-card value redeemed — count only what happened at that location (changes that name it: scans, redemptions, adjustments, gift-card redemptions; joins, passes, sales and reloads name none, so they read 0), while programs, members and outstanding balances stay the merchant's; another merchant's location answers 404. A key limited to some templates cannot call it (403 `APP_KEY_OUTSIDE_TEMPLATES`).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/programs/{programId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer joins a loyalty program (the public join page)
         * @description No token: the join page's form posts here. The body is the members API's (the same fields, the same 422s for missing required fields and bad custom field values) with `email` required — the card's link reaches the person by e-mail — plus `consent` and `utm`. `consent.privacyAt` is always required, `consent.termsAt` when the program has `terms` (422 `missing` at its `loc`); `consent.marketingAt` sets the member's `marketingConsent`. Consent times are stored with the request's address truncated to /24 (IPv4) or /48 (IPv6), as the merchant signup stores them; a time after the request arrived is stored as its arrival. `referralCode` works as in the members API, except that a code of another program (of any merchant) is answered exactly as an unknown one: 422 `value_error` at `referralCode`, "unknown referral code".
         *
         *     **No enumeration.** Every accepted join answers the same 202 with the same body, at once: the request checks only what can be refused without knowing who is a member (program, body, consent, referral code: every refusal, 404, 409, 413, 422, 429, is decided there) and accepts the join into the outbox, doing the same work for everybody; the join is carried out moments later. The e-mail decides what happens, and its mailbox always gets one e-mail: when it belongs to a member, nothing is stored and *that* member is e-mailed another link to their own card (at most 3 times an hour per member; the links they already hold keep working); otherwise a new member is stored and e-mailed a link to their card page. A phone or external id another member holds is left out of the new member (that member keeps it and is not told), so what is typed next to an e-mail never changes what that e-mail's mailbox receives.
         *
         *     Unknown, malformed, deleted and gift-card programs all answer the same 404; an archived program answers 409 `PROGRAM_ARCHIVED` (its join page says it takes no new members). Bodies are limited to 32 KiB.
         */
        post: operations["joinProgramPublicly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}/card-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a member's card link and e-mail the new one
         * @description Replaces the member's card link: every link the member held stops working at once, and a new one (a token of 256 random bits, stored only as a keyed hash) is e-mailed to the member, in the language of their earlier link e-mails, else the program's `language`. The answer does not carry the link: it only ever travels to the member's own mailbox, so staff, partners' logs and stored answers never hold a working card link. 409 `MEMBER_HAS_NO_EMAIL` when there is no address to send it to, `MEMBER_ERASED` for an erased member (an erasure revokes the link). Nothing changes on a refusal.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["replaceMemberCardLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}/card-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a gift card's page link and e-mail the new one
         * @description Replaces the link to the gift card's own page (`/g/<token>`: balance, expiry, the card number in the program's `barcodeFormat`, "Add to Apple Wallet" and, when configured, "Add to Google Wallet"): the previous link stops working at once, and a new one (256 random bits, stored only as a keyed hash) is e-mailed to the card's `customerEmail`, in the language of the earlier link e-mails, else the program's `language` (German for "de…", else English). The first link goes out by itself when a card is issued with a `customerEmail`. The answer does not carry the link. 409 `CARD_HAS_NO_EMAIL` when the card has no e-mail address (an erasure clears it and revokes the link; a deletion revokes it too). Nothing changes on a refusal.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["replaceGiftCardLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/members/{memberId}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's Apple Wallet pass (.pkpass)
         * @description The pass wears the program's template (`templateId`; without one, the newest template bound to the program that has a logo; without that, a plain default design with the program's name and the points or balance). Loyalty programs wear `storeCard` or `generic` templates, gift-card programs `storeCard`. Template field values may hold placeholders, filled with live values: `{points}` (the member's points balance (a number; the field alone holding it gets the points change message)), `{stamps}` (the same balance, for stamp cards, where each point is a stamp), `{tier}` (the member's tier name (tiered memberships), else empty), `{memberName}` (the member's first and last name (empty on a voided pass)), `{memberNumber}` (the member number the barcode carries (a gift card: its card number)), `{balance}` (a gift card's balance with its currency, e.g. €25.00), `{expiresAt}` (a gift card's expiry date, else empty). The points field's `changeMessage` is the program's `customPointsChangeMessage` (`{points}` becomes the new value); without one, the service's own, naming the program's `customPointsName` when it has one (`You now have %@ beans.`, in German on a German phone), none when `disableCustomPointsChangeMessage`. `barcodes` carry the member number (a gift card: its card number, never the security code); `serialNumber` is `member-<id>` / `giftcard-<id>`, `webServiceURL` is `<PUBLIC_BASE_URL>/v2/passkit` with a per-pass `authenticationToken`; a gift card's `expiresAt` is the `expirationDate`. Images: every image of the template at each resolution under Apple's names (`logo@2x.png` …), the service's icon when the template has none; `en.lproj` and `de.lproj` `pass.strings`. Signed with the merchant's Pass Type ID certificate for the program's `passTypeIdentifier` (uploaded under /v2/wallet) when it can be used, else with the service's own certificate (the pass then carries the service's `passTypeIdentifier` and `teamIdentifier`), else with the service's development chain: a valid signature that no device trusts, said on the back of the pass. `teamIdentifier` is always the signing certificate's; `GET /v2/wallet` says which signs. An erased member's pass is voided and shows no name, number, points or barcode.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getMemberApplePass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/giftcards/programs/{programId}/cards/{cardId}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gift card's Apple Wallet pass (.pkpass)
         * @description The pass wears the program's template (`templateId`; without one, the newest template bound to the program that has a logo; without that, a plain default design with the program's name and the points or balance). Loyalty programs wear `storeCard` or `generic` templates, gift-card programs `storeCard`. Template field values may hold placeholders, filled with live values: `{points}` (the member's points balance (a number; the field alone holding it gets the points change message)), `{stamps}` (the same balance, for stamp cards, where each point is a stamp), `{tier}` (the member's tier name (tiered memberships), else empty), `{memberName}` (the member's first and last name (empty on a voided pass)), `{memberNumber}` (the member number the barcode carries (a gift card: its card number)), `{balance}` (a gift card's balance with its currency, e.g. €25.00), `{expiresAt}` (a gift card's expiry date, else empty). The points field's `changeMessage` is the program's `customPointsChangeMessage` (`{points}` becomes the new value); without one, the service's own, naming the program's `customPointsName` when it has one (`You now have %@ beans.`, in German on a German phone), none when `disableCustomPointsChangeMessage`. `barcodes` carry the member number (a gift card: its card number, never the security code); `serialNumber` is `member-<id>` / `giftcard-<id>`, `webServiceURL` is `<PUBLIC_BASE_URL>/v2/passkit` with a per-pass `authenticationToken`; a gift card's `expiresAt` is the `expirationDate`. Images: every image of the template at each resolution under Apple's names (`logo@2x.png` …), the service's icon when the template has none; `en.lproj` and `de.lproj` `pass.strings`. Signed with the merchant's Pass Type ID certificate for the program's `passTypeIdentifier` (uploaded under /v2/wallet) when it can be used, else with the service's own certificate (the pass then carries the service's `passTypeIdentifier` and `teamIdentifier`), else with the service's development chain: a valid signature that no device trusts, said on the back of the pass. `teamIdentifier` is always the signing certificate's; `GET /v2/wallet` says which signs. An erased or voided card's pass is voided and shows no number, balance or barcode.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getGiftCardApplePass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/pass/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A program's sample Apple Wallet pass (.pkpass)
         * @description The program's pass (either type) for a made-up member (`Alex Example`, 120 points, the first tier the points reach) or gift card (25.00, valid for a year), to try the design on a phone. Nothing is stored: the sample has serial `sample-<programId>` and no web service, so it never updates. The pass wears the program's template (`templateId`; without one, the newest template bound to the program that has a logo; without that, a plain default design with the program's name and the points or balance). Loyalty programs wear `storeCard` or `generic` templates, gift-card programs `storeCard`. Template field values may hold placeholders, filled with live values: `{points}` (the member's points balance (a number; the field alone holding it gets the points change message)), `{stamps}` (the same balance, for stamp cards, where each point is a stamp), `{tier}` (the member's tier name (tiered memberships), else empty), `{memberName}` (the member's first and last name (empty on a voided pass)), `{memberNumber}` (the member number the barcode carries (a gift card: its card number)), `{balance}` (a gift card's balance with its currency, e.g. €25.00), `{expiresAt}` (a gift card's expiry date, else empty). The points field's `changeMessage` is the program's `customPointsChangeMessage` (`{points}` becomes the new value); without one, the service's own, naming the program's `customPointsName` when it has one (`You now have %@ beans.`, in German on a German phone), none when `disableCustomPointsChangeMessage`. `barcodes` carry the member number (a gift card: its card number, never the security code); `serialNumber` is `member-<id>` / `giftcard-<id>`, `webServiceURL` is `<PUBLIC_BASE_URL>/v2/passkit` with a per-pass `authenticationToken`; a gift card's `expiresAt` is the `expirationDate`. Images: every image of the template at each resolution under Apple's names (`logo@2x.png` …), the service's icon when the template has none; `en.lproj` and `de.lproj` `pass.strings`. Signed with the merchant's Pass Type ID certificate for the program's `passTypeIdentifier` (uploaded under /v2/wallet) when it can be used, else with the service's own certificate (the pass then carries the service's `passTypeIdentifier` and `teamIdentifier`), else with the service's development chain: a valid signature that no device trusts, said on the back of the pass. `teamIdentifier` is always the signing certificate's; `GET /v2/wallet` says which signs.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getSampleApplePass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/programs/{programId}/card-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a member's card with the code from the join e-mail
         * @description No token: the join page's second step. Every join's e-mail (to a new member, and to the member whose address was typed again) carries a 6-digit code besides the card's link; typed here with the same address, it opens the card at once: the answer is the path of a new link to the member's card page (`/m/<token>`), the links the member holds keep working.
         *
         *     **No enumeration.** The code is found by the address typed, never by asking whether that address is a member's, and every failure — a wrong code, an expired one (15 minutes), one already used, one replaced by a newer e-mail's, one tried 5 times, or an address that was never sent a code — answers the same 400 `CODE_INVALID` after the same work. A code is used once. Unknown, malformed, deleted and gift-card programs answer 404, as the join does.
         */
        post: operations["openCardByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/card/marketing-withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop marketing messages (the member's card page)
         * @description No token in a header: the card page's own action, sent with the token of the page's link (`/m/<token>`) in the body, so it reaches exactly what the page shows. A dead link, a gift card's link, an erased or deleted member: 404. "Stop marketing messages": withdraws the member's marketing consent at once (`marketingConsent` false, `marketingConsentStatus` `none`, a pending confirmation included), recorded as a `member.updated` change naming `marketingConsent` (`consent.marketingWithdrawnAt` holds when). Repeating it changes nothing.
         */
        post: operations["stopMarketingByCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/card/erasure-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the code that confirms deleting the card (the member's card page)
         * @description No token in a header: the card page's own action, sent with the token of the page's link (`/m/<token>`) in the body, so it reaches exactly what the page shows. A dead link, a gift card's link, an erased or deleted member: 404. "Delete my card and data", first step: a 6-digit code is e-mailed to the member's own address (never shown here), valid once, for 15 minutes and 5 tries; a new request replaces the previous code. At most 3 such e-mails an hour per member; beyond that the answer is the same and nothing is sent.
         */
        post: operations["requestCardErasureCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/card/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the card and the member's data with the e-mailed code (the member's card page)
         * @description No token in a header: the card page's own action, sent with the token of the page's link (`/m/<token>`) in the body, so it reaches exactly what the page shows. A dead link, a gift card's link, an erased or deleted member: 404. "Delete my card and data", second step: with the e-mailed code, the member's data is erased by the GDPR erasure the merchant's `POST /v2/loyalty/gdpr/erasure` runs (the same steps, webhooks and audit entry, with `requestedBy` the member's own id and role `member`); the card's links open nothing afterwards. Any other code: 400 `CODE_INVALID`, nothing erased.
         */
        post: operations["eraseCardByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/marketing-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm marketing consent by the e-mailed link (double opt-in)
         * @description No token in a header: the page of the link e-mailed to a member who asked for marketing on the join page (double opt-in) posts it here. Until then the member's `marketingConsentStatus` is `pending` and `marketingConsent` false; afterwards `given`, `marketingConsent` true and `consent.marketingConfirmedAt` set, recorded as a `member.updated` change naming `marketingConsent`. Idempotent: the same link again answers 200 and changes nothing. A link that no longer matches (consent withdrawn, member erased or deleted, a newer e-mail's link sent): 404. Consent the merchant states through the members API (`marketingConsent`) is the merchant's record and counts at once.
         */
        post: operations["confirmMarketingConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a program's messages to pass holders
         * @description Newest first. `offset`, when given, wins over `page`; follow `nextOffset` while `hasMore` is true.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Send a message to pass holders (now or at `sendAt`)
         * @description The request stores the message and answers at once, whatever the audience's size; the outbox sends it when due: every registered Apple device of the audience is pushed (the pass's back carries the message in a field whose `changeMessage` is `%@`, so the lock screen shows it), and Google's `addMessage` puts it on every saved Google object, with `TEXT_AND_NOTIFY` while the object had fewer than 3 notifications in the last 24 hours (else `TEXT`, counted). `stats` grow as it goes. The audience is `{"all": true}` or any of the filters (every one given must match; 422 `value_error` at `["body","audience"]` for neither or both). Erased, deleted and suspended members are never in it; a `marketing` message reaches only members whose `marketingConsentStatus` is `given` (double opt-in confirmed, or stated by the merchant), and none who had a marketing message of this program in the 24 hours before (left out and counted in `stats.excludedByDailyLimit`). `lastScan…` compares the member's newest points-ledger entry (the members list's last visit).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/messages/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a message's audience without sending anything
         * @description `kind` defaults to `service`. The audience is `{"all": true}` or any of the filters (every one given must match; 422 `value_error` at `["body","audience"]` for neither or both). Erased, deleted and suspended members are never in it; a `marketing` message reaches only members whose `marketingConsentStatus` is `given` (double opt-in confirmed, or stated by the merchant), and none who had a marketing message of this program in the 24 hours before (left out and counted in `stats.excludedByDailyLimit`). `lastScan…` compares the member's newest points-ledger entry (the members list's last visit). The daily marketing limit is applied when sending, not here.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["countMessageAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one message with its stats
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/messages/{messageId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled message
         * @description Once its sending has started: 409 `MESSAGE_ALREADY_SENDING`. A cancelled message answers again.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["cancelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a loyalty program's bonus-point promotions
         * @description By `startAt`, soonest first; at most 50. A scan or a points rule (`pointsAddEmail`, `pointsAddPhone`, a custom field's points) credited while a promotion runs — from `startAt` to `endAt`, on `daysOfWeek` and between `startTime` and `endTime` on the wall clock of its `timeZone` — earns its points times `multiplier`, or plus `bonusPoints`; the ledger entry's `promotion` names it. Of several running, the one giving the member the most points for that credit applies (a tie: the one ending first, then the older); one that adds nothing (2× of 0 points) does not.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listPromotions"];
        put?: never;
        /**
         * Create a bonus-point promotion
         * @description At most 50 per program, past ones included until deleted (409 `PROMOTION_LIMIT_REACHED`). Between fields (422 `value_error`): exactly one of `multiplier` and `bonusPoints` (at `["body","multiplier"]` for neither, `["body","bonusPoints"]` for both); `endAt` after `startAt` (at `["body","endAt"]`); `startTime` and `endTime` both or neither, `endTime` after `startTime` (no window across midnight; `24:00` ends one at midnight). A scan or a points rule (`pointsAddEmail`, `pointsAddPhone`, a custom field's points) credited while a promotion runs — from `startAt` to `endAt`, on `daysOfWeek` and between `startTime` and `endTime` on the wall clock of its `timeZone` — earns its points times `multiplier`, or plus `bonusPoints`; the ledger entry's `promotion` names it. Of several running, the one giving the member the most points for that credit applies (a tie: the one ending first, then the older); one that adds nothing (2× of 0 points) does not.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createPromotion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/promotions/{promotionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one promotion
         * @description Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getPromotion"];
        /**
         * Replace a promotion
         * @description The body replaces every field (an optional field left out is cleared). Credits already made keep what they earned. Between fields (422 `value_error`): exactly one of `multiplier` and `bonusPoints` (at `["body","multiplier"]` for neither, `["body","bonusPoints"]` for both); `endAt` after `startAt` (at `["body","endAt"]`); `startTime` and `endTime` both or neither, `endTime` after `startTime` (no window across midnight; `24:00` ends one at midnight).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updatePromotion"];
        post?: never;
        /**
         * Delete a promotion
         * @description Ledger entries credited under it keep its id and name.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deletePromotion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/loyalty/programs/{programId}/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a program's automations (welcome, birthday, win-back, points expiring)
         * @description All disabled until set. The background job runs them, once per member per occasion: `welcome` once, to members who joined after it was switched on (a CSV import greets its members only when it asks, `welcome: true`); `birthday` once a year, `daysBefore` days before the birthday in the program's time zone; `winBack` once per absence, `afterDays` days after the member's last scan (or joining). Each credits `points` through the ledger (source `automation`, reason `automation:<name>`) and sends `text` to that member alone as a message: `welcome` as a `service` message, `birthday` and `winBack` as `marketing` (only members whose marketing consent counts receive it; the points are credited either way). Erased, suspended and deleted members get nothing. `pointsExpiring` is stored and validated; its reminder runs with points expiry.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getAutomations"];
        /**
         * Set a program's automations
         * @description Replaces all four. An enabled automation needs its `text` (422 `value_error`). The background job runs them, once per member per occasion: `welcome` once, to members who joined after it was switched on (a CSV import greets its members only when it asks, `welcome: true`); `birthday` once a year, `daysBefore` days before the birthday in the program's time zone; `winBack` once per absence, `afterDays` days after the member's last scan (or joining). Each credits `points` through the ledger (source `automation`, reason `automation:<name>`) and sends `text` to that member alone as a message: `welcome` as a `service` message, `birthday` and `winBack` as `marketing` (only members whose marketing consent counts receive it; the points are credited either way). Erased, suspended and deleted members get nothing. `pointsExpiring` is stored and validated; its reminder runs with points expiry.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateAutomations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description The merchant's active locations (at most 100) by name; `includeArchived=true` adds the archived ones. A cashier bound to locations (decision 053) gets theirs only: the scanner offers them to choose from.
         *
         *     Roles: owner, manager, cashier (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Add a location
         * @description `name` 1–100 characters; `address` with `line1`, optional `line2`, `postalCode`, `city` and `country` (ISO 3166-1 alpha-2, else 422 `value_error`); `latitude` −90…90 and `longitude` −180…180 (WGS 84); `relevantText` at most 100 characters (the lock-screen text of Apple passes); `timeZone` an IANA name (else 422 `value_error`). At most 100 active locations per merchant: one more answers 409 `LOCATION_LIMIT_REACHED` (archived ones do not count).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/locations/{locationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description Archived locations too (`status: archived`).
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["getLocation"];
        /**
         * Update a location
         * @description Partial (`address`, when sent, is sent whole). `name` 1–100 characters; `address` with `line1`, optional `line2`, `postalCode`, `city` and `country` (ISO 3166-1 alpha-2, else 422 `value_error`); `latitude` −90…90 and `longitude` −180…180 (WGS 84); `relevantText` at most 100 characters (the lock-screen text of Apple passes); `timeZone` an IANA name (else 422 `value_error`). The passes of the programs that name it are updated.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateLocation"];
        post?: never;
        /**
         * Delete a location
         * @description An unused location is removed (a later GET answers 404). One in use — named by a program's `locationIds` or by any entry (scan, redemption, adjustment, gift-card redemption) — is archived instead: it stays readable with `status: archived` so history keeps its name, leaves the programs' passes, and nothing new may name it (404 there). Deleting an archived location changes nothing. Both answer 204.
         *
         *     Roles: owner, manager (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the merchant's team
         * @description The merchant's active people: owners, then managers, then cashiers, each by name.
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a team member's role or locations
         * @description `role` (owner, manager, cashier) and/or `locationIds` (the merchant's locations the person works at; empty: all). The last owner cannot be given another role (409 `LAST_OWNER`). Takes effect on every server within the auth cache's bound (`AUTH_USER_CACHE_SECONDS`, 5 s by default).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        put: operations["updateTeamMember"];
        post?: never;
        /**
         * Remove a person from the team
         * @description Disables the person's account and takes it out of the merchant (a new invitation can bring it back); their sessions and tokens stop working. The last owner cannot be removed (409 `LAST_OWNER`). Takes effect on every server within the auth cache's bound (`AUTH_USER_CACHE_SECONDS`, 5 s by default).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the merchant's invitations
         * @description Newest first, in every status (`expired`: pending past `expiresAt`).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a manager or cashier
         * @description E-mails the address a single-use link valid for 7 days (through the outbox; only a keyed hash of its secret is stored), in the language of this request. Its page sets the person's name and password (`POST /v2/team/invitations/{invitation}/accept`). 409: `ALREADY_IN_A_TEAM` (the address's account belongs to a merchant), `INVITATION_PENDING` (resend that one instead), `INVITATION_LIMIT_REACHED` (100 pending).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team/invitations/{invitation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description `{invitation}` is the invitation's id. Its links answer 410 `INVITATION_REVOKED` from now on; revoking it again changes nothing. An accepted invitation: 409 `INVITATION_NOT_PENDING` (remove the person instead).
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team/invitations/{invitation}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invitation again
         * @description `{invitation}` is the invitation's id. E-mails a new link, valid for 7 days from now (also for an expired invitation); earlier links keep working until one is used. Accepted or revoked: 409 `INVITATION_NOT_PENDING`.
         *
         *     Roles: owner (others answer 403 `ROLE_NOT_ALLOWED`; support staff act for any merchant).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/team/invitations/{invitation}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation with its e-mailed token
         * @description `{invitation}` is the token of the e-mailed link (the page `/accept-invitation?token=…` calls this). Makes an account with the name and password, or gives an account of that address that belongs to no merchant the role (it takes the name and password too). The link works once: used, revoked or expired, it answers 410 with `INVITATION_USED`, `INVITATION_REVOKED` or `INVITATION_EXPIRED`; an address whose account is active in a merchant answers 409 `ALREADY_IN_A_TEAM`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "member.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member joined a loyalty program */
        post: operations["event_member_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member's details changed */
        post: operations["event_member_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.erased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member's personal data was erased */
        post: operations["event_member_erased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "points.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member's points balance changed */
        post: operations["event_points_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offer.redeemed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member redeemed an offer */
        post: operations["event_offer_redeemed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "pass.installed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A pass was added to a wallet */
        post: operations["event_pass_installed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "pass.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A pass was removed from a wallet */
        post: operations["event_pass_removed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "giftcard.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A gift card was issued */
        post: operations["event_giftcard_issued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "giftcard.redeemed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An amount was redeemed from a gift card */
        post: operations["event_giftcard_redeemed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "giftcard.reloaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A gift card was reloaded */
        post: operations["event_giftcard_reloaded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gdpr.erasure.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A GDPR erasure request finished */
        post: operations["event_gdpr_erasure_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A message to a program's pass holders was sent (every push and Google call queued) */
        post: operations["event_message_sent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "points.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member's points expired (the program's pointsExpiryDays; a ledger entry of source expired) */
        post: operations["event_points_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test event (POST /v2/webhooks/{webhookId}/test) */
        post: operations["event_webhook_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** ValidationError */
        ValidationError: {
            /** Location */
            loc: (string | number)[];
            /** Message */
            msg: string;
            /** Error Type */
            type: string;
            /** Input */
            input?: unknown;
            /** Context */
            ctx?: Record<string, never>;
        };
        /** HTTPValidationError */
        HTTPValidationError: {
            /** Detail */
            detail?: components["schemas"]["ValidationError"][];
        };
        /** HTTPError */
        HTTPError: {
            /** @example Not Found */
            detail: string;
        };
        /**
         * ServiceError
         * @description A business-rule violation. `code` is stable (UPPER_SNAKE_CASE); `message` is English, for logs.
         */
        ServiceError: {
            detail: {
                code: string;
                message: string;
                /**
                 * Format: date-time
                 * @description `SCAN_TOO_SOON` and `SCAN_DAILY_LIMIT` only: when the member's next scan is allowed (also as `Retry-After` seconds)
                 */
                nextScanAt?: string;
            };
        };
        TokenRequest: {
            grant_type?: string | null;
            username: string;
            password: string;
            /** @default  */
            scope?: string;
            client_id?: string | null;
            client_secret?: string | null;
        };
        TokenResponse: {
            accessToken: string;
            /** @constant */
            tokenType: "bearer";
            mfaPending: boolean;
            pendingToken: string | null;
        };
        CurrentUser: {
            id: string;
            email: string;
            name: string;
            emailVerified: boolean;
            active: boolean;
            admin: boolean;
        };
        ProgramCreate: {
            passTypeIdentifier: string & unknown;
            name: string;
            /**
             * @default tieredMembership
             * @enum {string}
             */
            schema?: "stampCard" | "tieredMembership" | "specialOffers" | "custom";
            /**
             * @default loyalty
             * @enum {string}
             */
            programType?: "loyalty" | "giftcard";
            description?: string | null;
            language?: string | null;
            /** @description Where the program runs, an ISO 3166-1 alpha-2 code such as `DE`: members' phone numbers without a country prefix are read in it. A program created without one (or with null) takes the country the merchant gave at signup. */
            country?: string | null;
            timeZone?: string | null;
            company?: string | null;
            address?: string | null;
            website?: string | null;
            email?: string | null;
            phone?: string | null;
            terms?: string | null;
            /** @description The shop's opening hours as it writes them, a few lines such as `Mon–Fri 8–18`; shown on the member's card page with `address`. Null: not shown. */
            openingHours?: string | null;
            /** @description The shop's privacy notice: the member's card page links to it. Null: no link. */
            privacyUrl?: string | null;
            pointsAddEmail?: number | null;
            pointsAddPhone?: number | null;
            pointsInstallPass?: number | null;
            pointsScanPass?: number | null;
            dynamicScanPoints?: boolean | null;
            pointsReferral?: number | null;
            referralRequiredPoints?: number | null;
            /** @description Points expire this many days after they were earned, the oldest first (spending uses the oldest points first): a background job writes each expiry as a ledger entry of source `expired` and announces `points.expired`. Null: points never expire. */
            pointsExpiryDays?: number | null;
            /** @description How the counter scans the program's cards; null: not chosen yet (the dashboard's scanner refuses the program). A new loyalty program created without this field uses `Browser`, the dashboard's scanner; an explicit null keeps it unchosen, and programs stored before keep their value. */
            scannerType?: ("Browser" | "PassVerifier" | "CodeReadr" | "None") | null;
            /**
             * @description The least minutes between two scans of the same member; an earlier scan answers 409 `SCAN_TOO_SOON` with `nextScanAt`. 0: no gap.
             * @default 5
             */
            scanMinGapMinutes?: number;
            /**
             * @description The most scans of one member per day (midnight to midnight in the program's `timeZone`, UTC when null); one more answers 409 `SCAN_DAILY_LIMIT` with `nextScanAt`. 0: no limit.
             * @default 0
             */
            scansPerDayMax?: number;
            /**
             * @description Gift-card programs (issue 28, decision 046): redeeming a card needs its 6-digit `securityCode`, which only the card's holder sees (on the card's page and its wallet passes; never in an API answer, webhook or e-mail). Cards issued before security codes were kept redeem without one. Default false.
             * @default false
             */
            requireSecurityCode?: boolean;
            customPointsChangeMessage?: string | null;
            disableCustomPointsChangeMessage?: boolean | null;
            customPointName?: string | null;
            customPointsName?: string | null;
            /** @description The point names, description and terms per language (`en`, `de`; any other key is refused), for customers reading that language: the Apple pass's `<language>.lproj/pass.strings`, the Google pass's translated values, the join and card pages. A text left out reads the base field. */
            translations?: {
                en?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
                de?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
            } | null;
            /** @default [] */
            customFields?: {
                name: string;
                /**
                 * @default text
                 * @enum {string}
                 */
                type?: "text" | "email" | "number" | "date" | "selection" | "json";
                displayName?: string | null;
                defaultValue?: string | null;
                options?: string[] | null;
                points?: number | null;
                /** @default false */
                required?: boolean;
            }[];
            /** @default [] */
            requiredFields?: string[];
            /** @default [] */
            tiers?: {
                name: string;
                minLifetimePoints: number;
            }[];
            /**
             * @description The barcode of the program's passes and card pages, carrying the member number (a gift card: its card number) with that number printed under it. `Code128` passes also carry a QR code, which Apple Watch shows (it cannot draw Code 128).
             * @default QR
             * @enum {string}
             */
            barcodeFormat?: "QR" | "PDF417" | "Aztec" | "Code128";
            templateId?: string | null;
            /**
             * @description Up to 10 of the merchant's active locations (`GET /v2/locations`); another merchant's, an archived or an unknown id answers 404 `Location not found`. Their coordinates and `relevantText` go on the program's Apple passes (`locations`) so a pass comes up on the lock screen near the shop, and on its Google Wallet class and objects (`locations`).
             * @default []
             */
            locationIds?: string[];
            /** @default 30 */
            retention_period_days?: number;
        };
        Program: {
            passTypeIdentifier: string & unknown;
            name: string;
            /**
             * @default tieredMembership
             * @enum {string}
             */
            schema: "stampCard" | "tieredMembership" | "specialOffers" | "custom";
            /**
             * @default loyalty
             * @enum {string}
             */
            programType: "loyalty" | "giftcard";
            description?: string | null;
            language?: string | null;
            /** @description Where the program runs, an ISO 3166-1 alpha-2 code such as `DE`: members' phone numbers without a country prefix are read in it. A program created without one (or with null) takes the country the merchant gave at signup. */
            country?: string | null;
            timeZone?: string | null;
            company?: string | null;
            address?: string | null;
            /**
             * Format: uri
             * @description The URL as normalized when stored (WHATWG: a bare host gains a `/`, spaces and non-ASCII are percent-encoded), so it may be longer than the 2083 characters sent
             */
            website?: string | null;
            email?: string | null;
            phone?: string | null;
            terms?: string | null;
            /** @description The shop's opening hours as it writes them, a few lines such as `Mon–Fri 8–18`; shown on the member's card page with `address`. Null: not shown. */
            openingHours?: string | null;
            /** @description The shop's privacy notice: the member's card page links to it. Null: no link. */
            privacyUrl?: string | null;
            pointsAddEmail?: number | null;
            pointsAddPhone?: number | null;
            pointsInstallPass?: number | null;
            pointsScanPass?: number | null;
            dynamicScanPoints?: boolean | null;
            pointsReferral?: number | null;
            referralRequiredPoints?: number | null;
            /** @description Points expire this many days after they were earned, the oldest first (spending uses the oldest points first): a background job writes each expiry as a ledger entry of source `expired` and announces `points.expired`. Null: points never expire. */
            pointsExpiryDays?: number | null;
            /** @description How the counter scans the program's cards; null: not chosen yet (the dashboard's scanner refuses the program). A new loyalty program created without this field uses `Browser`, the dashboard's scanner; an explicit null keeps it unchosen, and programs stored before keep their value. */
            scannerType?: ("Browser" | "PassVerifier" | "CodeReadr" | "None") | null;
            /**
             * @description The least minutes between two scans of the same member; an earlier scan answers 409 `SCAN_TOO_SOON` with `nextScanAt`. 0: no gap.
             * @default 5
             */
            scanMinGapMinutes: number;
            /**
             * @description The most scans of one member per day (midnight to midnight in the program's `timeZone`, UTC when null); one more answers 409 `SCAN_DAILY_LIMIT` with `nextScanAt`. 0: no limit.
             * @default 0
             */
            scansPerDayMax: number;
            /**
             * @description Gift-card programs (issue 28, decision 046): redeeming a card needs its 6-digit `securityCode`, which only the card's holder sees (on the card's page and its wallet passes; never in an API answer, webhook or e-mail). Cards issued before security codes were kept redeem without one. Default false.
             * @default false
             */
            requireSecurityCode: boolean;
            customPointsChangeMessage?: string | null;
            disableCustomPointsChangeMessage?: boolean | null;
            customPointName?: string | null;
            customPointsName?: string | null;
            /** @description The point names, description and terms per language (`en`, `de`; any other key is refused), for customers reading that language: the Apple pass's `<language>.lproj/pass.strings`, the Google pass's translated values, the join and card pages. A text left out reads the base field. */
            translations?: {
                en?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
                de?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
            } | null;
            /** @default [] */
            customFields: {
                name: string;
                /**
                 * @default text
                 * @enum {string}
                 */
                type: "text" | "email" | "number" | "date" | "selection" | "json";
                displayName?: string | null;
                defaultValue?: string | null;
                options?: string[] | null;
                points?: number | null;
                /** @default false */
                required: boolean;
            }[];
            /** @default [] */
            requiredFields: string[];
            /** @default [] */
            tiers: {
                name: string;
                minLifetimePoints: number;
            }[];
            /**
             * @description The barcode of the program's passes and card pages, carrying the member number (a gift card: its card number) with that number printed under it. `Code128` passes also carry a QR code, which Apple Watch shows (it cannot draw Code 128).
             * @default QR
             * @enum {string}
             */
            barcodeFormat: "QR" | "PDF417" | "Aztec" | "Code128";
            templateId?: string | null;
            /**
             * @description Up to 10 of the merchant's active locations (`GET /v2/locations`); another merchant's, an archived or an unknown id answers 404 `Location not found`. Their coordinates and `relevantText` go on the program's Apple passes (`locations`) so a pass comes up on the lock screen near the shop, and on its Google Wallet class and objects (`locations`).
             * @default []
             */
            locationIds: string[];
            /** @default 30 */
            retention_period_days: number;
            /**
             * @description Program id (24 hex characters)
             * @example 6740a1b2c3d4e5f60718293a
             */
            id: string;
            merchantId: string;
            /**
             * @description `archived`: readable and listable, but no new gift cards and no new or published offers
             * @enum {string}
             */
            status: "active" | "archived";
            archivedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProgramPage: {
            items: {
                passTypeIdentifier: string & unknown;
                name: string;
                /**
                 * @default tieredMembership
                 * @enum {string}
                 */
                schema: "stampCard" | "tieredMembership" | "specialOffers" | "custom";
                /**
                 * @default loyalty
                 * @enum {string}
                 */
                programType: "loyalty" | "giftcard";
                description?: string | null;
                language?: string | null;
                /** @description Where the program runs, an ISO 3166-1 alpha-2 code such as `DE`: members' phone numbers without a country prefix are read in it. A program created without one (or with null) takes the country the merchant gave at signup. */
                country?: string | null;
                timeZone?: string | null;
                company?: string | null;
                address?: string | null;
                /**
                 * Format: uri
                 * @description The URL as normalized when stored (WHATWG: a bare host gains a `/`, spaces and non-ASCII are percent-encoded), so it may be longer than the 2083 characters sent
                 */
                website?: string | null;
                email?: string | null;
                phone?: string | null;
                terms?: string | null;
                /** @description The shop's opening hours as it writes them, a few lines such as `Mon–Fri 8–18`; shown on the member's card page with `address`. Null: not shown. */
                openingHours?: string | null;
                /** @description The shop's privacy notice: the member's card page links to it. Null: no link. */
                privacyUrl?: string | null;
                pointsAddEmail?: number | null;
                pointsAddPhone?: number | null;
                pointsInstallPass?: number | null;
                pointsScanPass?: number | null;
                dynamicScanPoints?: boolean | null;
                pointsReferral?: number | null;
                referralRequiredPoints?: number | null;
                /** @description Points expire this many days after they were earned, the oldest first (spending uses the oldest points first): a background job writes each expiry as a ledger entry of source `expired` and announces `points.expired`. Null: points never expire. */
                pointsExpiryDays?: number | null;
                /** @description How the counter scans the program's cards; null: not chosen yet (the dashboard's scanner refuses the program). A new loyalty program created without this field uses `Browser`, the dashboard's scanner; an explicit null keeps it unchosen, and programs stored before keep their value. */
                scannerType?: ("Browser" | "PassVerifier" | "CodeReadr" | "None") | null;
                /**
                 * @description The least minutes between two scans of the same member; an earlier scan answers 409 `SCAN_TOO_SOON` with `nextScanAt`. 0: no gap.
                 * @default 5
                 */
                scanMinGapMinutes: number;
                /**
                 * @description The most scans of one member per day (midnight to midnight in the program's `timeZone`, UTC when null); one more answers 409 `SCAN_DAILY_LIMIT` with `nextScanAt`. 0: no limit.
                 * @default 0
                 */
                scansPerDayMax: number;
                /**
                 * @description Gift-card programs (issue 28, decision 046): redeeming a card needs its 6-digit `securityCode`, which only the card's holder sees (on the card's page and its wallet passes; never in an API answer, webhook or e-mail). Cards issued before security codes were kept redeem without one. Default false.
                 * @default false
                 */
                requireSecurityCode: boolean;
                customPointsChangeMessage?: string | null;
                disableCustomPointsChangeMessage?: boolean | null;
                customPointName?: string | null;
                customPointsName?: string | null;
                /** @description The point names, description and terms per language (`en`, `de`; any other key is refused), for customers reading that language: the Apple pass's `<language>.lproj/pass.strings`, the Google pass's translated values, the join and card pages. A text left out reads the base field. */
                translations?: {
                    en?: {
                        customPointName?: string | null;
                        customPointsName?: string | null;
                        description?: string | null;
                        terms?: string | null;
                    } | null;
                    de?: {
                        customPointName?: string | null;
                        customPointsName?: string | null;
                        description?: string | null;
                        terms?: string | null;
                    } | null;
                } | null;
                /** @default [] */
                customFields: {
                    name: string;
                    /**
                     * @default text
                     * @enum {string}
                     */
                    type: "text" | "email" | "number" | "date" | "selection" | "json";
                    displayName?: string | null;
                    defaultValue?: string | null;
                    options?: string[] | null;
                    points?: number | null;
                    /** @default false */
                    required: boolean;
                }[];
                /** @default [] */
                requiredFields: string[];
                /** @default [] */
                tiers: {
                    name: string;
                    minLifetimePoints: number;
                }[];
                /**
                 * @description The barcode of the program's passes and card pages, carrying the member number (a gift card: its card number) with that number printed under it. `Code128` passes also carry a QR code, which Apple Watch shows (it cannot draw Code 128).
                 * @default QR
                 * @enum {string}
                 */
                barcodeFormat: "QR" | "PDF417" | "Aztec" | "Code128";
                templateId?: string | null;
                /**
                 * @description Up to 10 of the merchant's active locations (`GET /v2/locations`); another merchant's, an archived or an unknown id answers 404 `Location not found`. Their coordinates and `relevantText` go on the program's Apple passes (`locations`) so a pass comes up on the lock screen near the shop, and on its Google Wallet class and objects (`locations`).
                 * @default []
                 */
                locationIds: string[];
                /** @default 30 */
                retention_period_days: number;
                /**
                 * @description Program id (24 hex characters)
                 * @example 6740a1b2c3d4e5f60718293a
                 */
                id: string;
                merchantId: string;
                /**
                 * @description `archived`: readable and listable, but no new gift cards and no new or published offers
                 * @enum {string}
                 */
                status: "active" | "archived";
                archivedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** @description Programs matching the filter, over all pages */
            total: number;
            page: number;
            limit: number;
            offset: number;
        };
        ProgramUpdate: {
            passTypeIdentifier?: string & unknown;
            name?: string;
            /** @enum {string} */
            schema?: "stampCard" | "tieredMembership" | "specialOffers" | "custom";
            /** @enum {string} */
            programType?: "loyalty" | "giftcard";
            description?: string | null;
            language?: string | null;
            /** @description Where the program runs, an ISO 3166-1 alpha-2 code such as `DE`: members' phone numbers without a country prefix are read in it. A program created without one (or with null) takes the country the merchant gave at signup. */
            country?: string | null;
            timeZone?: string | null;
            company?: string | null;
            address?: string | null;
            website?: string | null;
            email?: string | null;
            phone?: string | null;
            terms?: string | null;
            /** @description The shop's opening hours as it writes them, a few lines such as `Mon–Fri 8–18`; shown on the member's card page with `address`. Null: not shown. */
            openingHours?: string | null;
            /** @description The shop's privacy notice: the member's card page links to it. Null: no link. */
            privacyUrl?: string | null;
            pointsAddEmail?: number | null;
            pointsAddPhone?: number | null;
            pointsInstallPass?: number | null;
            pointsScanPass?: number | null;
            dynamicScanPoints?: boolean | null;
            pointsReferral?: number | null;
            referralRequiredPoints?: number | null;
            /** @description Points expire this many days after they were earned, the oldest first (spending uses the oldest points first): a background job writes each expiry as a ledger entry of source `expired` and announces `points.expired`. Null: points never expire. */
            pointsExpiryDays?: number | null;
            /** @description How the counter scans the program's cards; null: not chosen yet (the dashboard's scanner refuses the program). A new loyalty program created without this field uses `Browser`, the dashboard's scanner; an explicit null keeps it unchosen, and programs stored before keep their value. */
            scannerType?: ("Browser" | "PassVerifier" | "CodeReadr" | "None") | null;
            /** @description The least minutes between two scans of the same member; an earlier scan answers 409 `SCAN_TOO_SOON` with `nextScanAt`. 0: no gap. */
            scanMinGapMinutes?: number;
            /** @description The most scans of one member per day (midnight to midnight in the program's `timeZone`, UTC when null); one more answers 409 `SCAN_DAILY_LIMIT` with `nextScanAt`. 0: no limit. */
            scansPerDayMax?: number;
            /** @description Gift-card programs (issue 28, decision 046): redeeming a card needs its 6-digit `securityCode`, which only the card's holder sees (on the card's page and its wallet passes; never in an API answer, webhook or e-mail). Cards issued before security codes were kept redeem without one. Default false. */
            requireSecurityCode?: boolean;
            customPointsChangeMessage?: string | null;
            disableCustomPointsChangeMessage?: boolean | null;
            customPointName?: string | null;
            customPointsName?: string | null;
            /** @description The point names, description and terms per language (`en`, `de`; any other key is refused), for customers reading that language: the Apple pass's `<language>.lproj/pass.strings`, the Google pass's translated values, the join and card pages. A text left out reads the base field. */
            translations?: {
                en?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
                de?: {
                    customPointName?: string | null;
                    customPointsName?: string | null;
                    description?: string | null;
                    terms?: string | null;
                } | null;
            } | null;
            customFields?: {
                name: string;
                /**
                 * @default text
                 * @enum {string}
                 */
                type?: "text" | "email" | "number" | "date" | "selection" | "json";
                displayName?: string | null;
                defaultValue?: string | null;
                options?: string[] | null;
                points?: number | null;
                /** @default false */
                required?: boolean;
            }[];
            requiredFields?: string[];
            tiers?: {
                name: string;
                minLifetimePoints: number;
            }[];
            /**
             * @description The barcode of the program's passes and card pages, carrying the member number (a gift card: its card number) with that number printed under it. `Code128` passes also carry a QR code, which Apple Watch shows (it cannot draw Code 128).
             * @enum {string}
             */
            barcodeFormat?: "QR" | "PDF417" | "Aztec" | "Code128";
            templateId?: string | null;
            /** @description Up to 10 of the merchant's active locations (`GET /v2/locations`); another merchant's, an archived or an unknown id answers 404 `Location not found`. Their coordinates and `relevantText` go on the program's Apple passes (`locations`) so a pass comes up on the lock screen near the shop, and on its Google Wallet class and objects (`locations`). */
            locationIds?: string[];
            retention_period_days?: number;
        };
        PendingSignupRequest: {
            /** Format: email */
            email: string;
            /** @description A password-equivalent secret chosen by the client; hashed again with argon2id before storage. */
            passwordHash: string;
            name: string;
            company: string;
            /**
             * @description ISO 3166-1 alpha-2 code, e.g. DE (case-insensitive, stored upper-case); any other two characters are 400 `INVALID_COUNTRY`.
             * @enum {string}
             */
            country: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
            consent: {
                /**
                 * Format: date-time
                 * @description When the Terms of Service box was ticked
                 */
                tosAt: string;
                /**
                 * Format: date-time
                 * @description When the Data Processing Agreement box was ticked
                 */
                dpaAt: string;
                /**
                 * Format: date-time
                 * @description When the Privacy Policy box was ticked
                 */
                privacyAt: string;
                /**
                 * @description An IPv4 address (dotted quad) or an IPv6 address; anything else is 400 `INVALID_CONSENT_IP`. Stored truncated to /24 (IPv4) or /48 (IPv6). When absent, the request's address is used, truncated.
                 * @example 203.0.113.77
                 * @example 2001:db8::1
                 */
                ip?: (string | unknown | unknown) | null;
            };
            utm?: {
                source?: string | null;
                medium?: string | null;
                campaign?: string | null;
            } | null;
        };
        PendingSignupResponse: {
            /** @description Id of the pending user record */
            pendingId: string;
        };
        ActivateSignupRequest: {
            /** @description The 6-digit code from the verification e-mail */
            code: string;
            /** @description The `passwordHash` of the latest submission for this signup: proves the activation comes from whoever chose the password (docs/decisions/006). */
            password: string;
        };
        ActivateSignupResponse: {
            userId: string;
            email: string;
        };
        GiftCardIssue: {
            /** @description Decimal from 0.01 to 10000 with at most 2 places, as a number or a string such as "25.00" */
            initialValue: number | string;
            /**
             * @description An ISO 4217 currency code, upper case
             * @default EUR
             * @example EUR
             * @enum {string}
             */
            currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BOV" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHE" | "CHF" | "CHW" | "CLF" | "CLP" | "CNY" | "COP" | "COU" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MXV" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "USN" | "UYI" | "UYU" | "UYW" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XAG" | "XAU" | "XBA" | "XBB" | "XBC" | "XBD" | "XCD" | "XDR" | "XOF" | "XPD" | "XPF" | "XPT" | "XSU" | "XTS" | "XUA" | "XXX" | "YER" | "ZAR" | "ZMW" | "ZWG";
            customerId?: string | null;
            customerEmail?: string | null;
            customerPhone?: string | null;
            customerName?: string | null;
            senderName?: string | null;
            customMessage?: string | null;
            expiresAt?: string | null;
        };
        GiftCard: {
            id: string;
            programId: string;
            merchantId: string;
            /**
             * @description 16 random digits
             * @example 4829103746251938
             */
            cardNumber: string;
            lastFourDigits: string;
            /**
             * @description Decimal string, two places
             * @example 25.00
             */
            balance: string;
            /**
             * @description Decimal string, two places
             * @example 25.00
             */
            initialValue: string;
            currency: string;
            /**
             * @description `expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.
             * @enum {string}
             */
            status: "pending" | "active" | "suspended" | "expired" | "voided" | "depleted";
            customerId: string | null;
            customerEmail: string | null;
            customerPhone: string | null;
            customerName: string | null;
            senderName: string | null;
            customMessage: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description When a GDPR erasure removed the customer data */
            erasedAt: string | null;
        };
        GiftCardPage: {
            items: {
                id: string;
                programId: string;
                merchantId: string;
                /**
                 * @description 16 random digits
                 * @example 4829103746251938
                 */
                cardNumber: string;
                lastFourDigits: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                initialValue: string;
                currency: string;
                /**
                 * @description `expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.
                 * @enum {string}
                 */
                status: "pending" | "active" | "suspended" | "expired" | "voided" | "depleted";
                customerId: string | null;
                customerEmail: string | null;
                customerPhone: string | null;
                customerName: string | null;
                senderName: string | null;
                customMessage: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @description When a GDPR erasure removed the customer data */
                erasedAt: string | null;
            }[];
            page: number;
            limit: number;
            offset: number;
            /** @description More matching cards follow this page */
            hasMore: boolean;
            /** @description `offset` of the next page; null on the last */
            nextOffset: number | null;
        };
        GiftCardRedemption: {
            /** @description Decimal from 0.01 to 10000 with at most 2 places, as a number or a string such as "25.00" */
            amount: number | string;
            /**
             * @description The card's 6-digit security code. Required (else 422 `missing`) when the program has `requireSecurityCode` and the card keeps a code (cards issued before codes were kept redeem without one); ignored otherwise. A wrong code answers 409 `SECURITY_CODE_WRONG`; after 5 wrong codes within 15 minutes the card redeems nothing (429 `SECURITY_CODE_LOCKED`, even with the right code) until the oldest of them is 15 minutes old.
             * @example 042917
             */
            securityCode?: string | null;
            /** @description Where it happened: one of the merchant's active locations (another merchant's, an archived or an unknown id answers 404 `Location not found`). Kept on the entry and counted in the overview's `?locationId=` figures. */
            locationId?: string | null;
        };
        GiftCardLedgerResult: {
            card: {
                id: string;
                programId: string;
                merchantId: string;
                /**
                 * @description 16 random digits
                 * @example 4829103746251938
                 */
                cardNumber: string;
                lastFourDigits: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                initialValue: string;
                currency: string;
                /**
                 * @description `expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.
                 * @enum {string}
                 */
                status: "pending" | "active" | "suspended" | "expired" | "voided" | "depleted";
                customerId: string | null;
                customerEmail: string | null;
                customerPhone: string | null;
                customerName: string | null;
                senderName: string | null;
                customMessage: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @description When a GDPR erasure removed the customer data */
                erasedAt: string | null;
            };
            entry: {
                sequence: number;
                /** @enum {string} */
                kind: "issue" | "redeem" | "reload";
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                amount: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balanceAfter: string;
                /** @description The merchant's location of a redemption; null: not said */
                locationId: string | null;
                /** @description The person who made the entry (an app key's creator); null: none acted (before issue 30 too) */
                actorUserId: string | null;
                /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
                actorAppKeyId: string | null;
                /** Format: date-time */
                createdAt: string;
            };
        };
        GiftCardAmount: {
            /** @description Decimal from 0.01 to 10000 with at most 2 places, as a number or a string such as "25.00" */
            amount: number | string;
        };
        GiftCardErasureRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
        };
        GiftCardErasureResponse: {
            /** @description Id of the stored audit record; null for a dry run, which stores nothing */
            requestId: string | null;
            /**
             * @description `completed`: the listed cards were erased. `no_match`: nothing (left) to erase. `dry_run`: `?dryRun=true`, the listed cards would be erased; nothing changed.
             * @enum {string}
             */
            status: "completed" | "no_match" | "dry_run";
            affectedCards: string[];
            message: string;
            /** @description null for a dry run */
            completedAt: string | null;
        };
        GdprRecordPage: {
            items: {
                id: string;
                /** @enum {string} */
                kind: "erasure" | "export";
                /**
                 * @description `received` → `erasing` → `completed`; `no_match` when nothing matched. An unfinished request is completed by a retry or the next server start.
                 * @enum {string}
                 */
                status: "received" | "erasing" | "completed" | "no_match";
                merchantId: string;
                requestedBy: {
                    userId: string;
                    role: string;
                };
                scope: {
                    programId: string | null;
                    cardId: string | null;
                };
                /** @description Which identifiers the request gave; the values themselves are never stored */
                identifiedBy: ("customerEmail" | "customerId" | "cardId")[];
                reason: string | null;
                format: ("json" | "csv") | null;
                affectedCards: string[];
                message: string | null;
                /** Format: date-time */
                createdAt: string;
                completedAt: string | null;
            }[];
            total: number;
            page: number;
            limit: number;
            offset: number;
        };
        GdprRecord: {
            id: string;
            /** @enum {string} */
            kind: "erasure" | "export";
            /**
             * @description `received` → `erasing` → `completed`; `no_match` when nothing matched. An unfinished request is completed by a retry or the next server start.
             * @enum {string}
             */
            status: "received" | "erasing" | "completed" | "no_match";
            merchantId: string;
            requestedBy: {
                userId: string;
                role: string;
            };
            scope: {
                programId: string | null;
                cardId: string | null;
            };
            /** @description Which identifiers the request gave; the values themselves are never stored */
            identifiedBy: ("customerEmail" | "customerId" | "cardId")[];
            reason: string | null;
            format: ("json" | "csv") | null;
            affectedCards: string[];
            message: string | null;
            /** Format: date-time */
            createdAt: string;
            completedAt: string | null;
        };
        GiftCardExportRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
            /**
             * @default json
             * @enum {string}
             */
            format?: "json" | "csv";
        };
        GiftCardExport: {
            requestId: string;
            /** Format: date-time */
            exportedAt: string;
            cards: {
                id: string;
                programId: string;
                merchantId: string;
                /**
                 * @description 16 random digits
                 * @example 4829103746251938
                 */
                cardNumber: string;
                lastFourDigits: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                initialValue: string;
                currency: string;
                /**
                 * @description `expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.
                 * @enum {string}
                 */
                status: "pending" | "active" | "suspended" | "expired" | "voided" | "depleted";
                customerId: string | null;
                customerEmail: string | null;
                customerPhone: string | null;
                customerName: string | null;
                senderName: string | null;
                customMessage: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @description When a GDPR erasure removed the customer data */
                erasedAt: string | null;
                /** @description Soft-deleted, waiting for the retention purge */
                deleted: boolean;
                transactions: {
                    sequence: number;
                    /** @enum {string} */
                    kind: "issue" | "redeem" | "reload";
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    amount: string;
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    balanceAfter: string;
                    /** @description The merchant's location of a redemption; null: not said */
                    locationId: string | null;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            }[];
        };
        MerchantSearchResult: {
            items: {
                id: string;
                name: string;
                status: string;
                ownerEmail: string | null;
            }[];
        };
        LoyaltyErasureRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
        };
        LoyaltyErasureResponse: {
            /** @description Id of the stored audit record; null for a dry run, which stores nothing */
            requestId: string | null;
            /**
             * @description `completed`: the listed members were erased. `no_match`: nothing (left) to erase. `dry_run`: `?dryRun=true`, the listed members would be erased; nothing changed.
             * @enum {string}
             */
            status: "completed" | "no_match" | "dry_run";
            /** @description Ids of the members erased (or, for a dry run, that would be) */
            affectedMembers: string[];
            message: string;
            /** @description null for a dry run */
            completedAt: string | null;
        };
        FullGdprRecordPage: {
            items: {
                id: string;
                /** @enum {string} */
                kind: "erasure" | "export";
                /**
                 * @description `received` → `erasing` → `completed`; `no_match` when nothing matched. An unfinished request is completed by a retry or the next server start.
                 * @enum {string}
                 */
                status: "received" | "erasing" | "completed" | "no_match";
                merchantId: string;
                requestedBy: {
                    userId: string;
                    role: string;
                };
                scope: {
                    programId: string | null;
                    cardId: string | null;
                    memberId: string | null;
                };
                /** @description Which identifiers the request gave; the values themselves are never stored */
                identifiedBy: ("customerEmail" | "customerId" | "cardId" | "memberId")[];
                reason: string | null;
                format: ("json" | "csv") | null;
                affectedCards: string[];
                message: string | null;
                /** Format: date-time */
                createdAt: string;
                completedAt: string | null;
                /** @description What the request reached: gift cards, members, or both (the dashboard's form) */
                covers: ("giftCards" | "members")[];
                affectedMembers: string[];
            }[];
            total: number;
            page: number;
            limit: number;
            offset: number;
        };
        FullGdprRecord: {
            id: string;
            /** @enum {string} */
            kind: "erasure" | "export";
            /**
             * @description `received` → `erasing` → `completed`; `no_match` when nothing matched. An unfinished request is completed by a retry or the next server start.
             * @enum {string}
             */
            status: "received" | "erasing" | "completed" | "no_match";
            merchantId: string;
            requestedBy: {
                userId: string;
                role: string;
            };
            scope: {
                programId: string | null;
                cardId: string | null;
                memberId: string | null;
            };
            /** @description Which identifiers the request gave; the values themselves are never stored */
            identifiedBy: ("customerEmail" | "customerId" | "cardId" | "memberId")[];
            reason: string | null;
            format: ("json" | "csv") | null;
            affectedCards: string[];
            message: string | null;
            /** Format: date-time */
            createdAt: string;
            completedAt: string | null;
            /** @description What the request reached: gift cards, members, or both (the dashboard's form) */
            covers: ("giftCards" | "members")[];
            affectedMembers: string[];
        };
        LoyaltyExportRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
            /**
             * @default json
             * @enum {string}
             */
            format?: "json" | "csv";
        };
        LoyaltyExport: {
            requestId: string;
            /** Format: date-time */
            exportedAt: string;
            members: {
                id: string;
                programId: string;
                merchantId: string;
                memberNumber: string;
                referralCode: string;
                /** @description active or suspended */
                status: string;
                email: string | null;
                phone: string | null;
                firstName: string | null;
                lastName: string | null;
                birthday: string | null;
                externalId: string | null;
                customFields: {
                    [key: string]: unknown;
                };
                marketingConsent: boolean;
                /** @description What the member accepted on the public join page, and when; null otherwise */
                consent: {
                    termsAt: string | null;
                    privacyAt: string | null;
                    /** @description When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in) */
                    marketingAt: string | null;
                    /** @description When the member confirmed marketing consent by the link e-mailed after joining; null until then */
                    marketingConfirmedAt: string | null;
                    /** @description The joining address, truncated to /24 or /48 */
                    ip: string | null;
                } | null;
                /** @description The campaign the public join page was opened from; null otherwise */
                utm: {
                    source: string | null;
                    medium: string | null;
                    campaign: string | null;
                } | null;
                /** @description Points now */
                balance: number;
                lifetimePoints: number;
                /** Format: date-time */
                createdAt: string;
                /** @description Soft-deleted, waiting for the retention purge */
                deleted: boolean;
                /** @description The points ledger, oldest first */
                entries: {
                    sequence: number;
                    /** @description Credit (positive) or debit (negative) */
                    points: number;
                    balanceAfter: number;
                    lifetimeAfter: number;
                    /** @description rule, scan, redemption, manual, import or referral */
                    source: string;
                    reason: string | null;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            }[];
        };
        PersonErasureRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
        };
        PersonErasureResponse: {
            /** @description Id of the stored audit record; null for a dry run, which stores nothing */
            requestId: string | null;
            /** @enum {string} */
            status: "completed" | "no_match" | "dry_run";
            affectedCards: string[];
            /** @description Ids of the members erased (or, for a dry run, that would be) */
            affectedMembers: string[];
            message: string;
            /** @description null for a dry run */
            completedAt: string | null;
        };
        PersonExportRequest: {
            customerId?: string | null;
            customerEmail?: string | null;
            reason?: string | null;
            /**
             * @default json
             * @enum {string}
             */
            format?: "json" | "csv";
        };
        PersonExport: {
            requestId: string;
            /** Format: date-time */
            exportedAt: string;
            cards: {
                id: string;
                programId: string;
                merchantId: string;
                /**
                 * @description 16 random digits
                 * @example 4829103746251938
                 */
                cardNumber: string;
                lastFourDigits: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                initialValue: string;
                currency: string;
                /**
                 * @description `expired` (past `expiresAt`) and `depleted` (zero balance) are derived when read; an erased card (`erasedAt`) is `voided`. Only `active` redeems (and `depleted` reloads); the pass follows the same rule.
                 * @enum {string}
                 */
                status: "pending" | "active" | "suspended" | "expired" | "voided" | "depleted";
                customerId: string | null;
                customerEmail: string | null;
                customerPhone: string | null;
                customerName: string | null;
                senderName: string | null;
                customMessage: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @description When a GDPR erasure removed the customer data */
                erasedAt: string | null;
                /** @description Soft-deleted, waiting for the retention purge */
                deleted: boolean;
                transactions: {
                    sequence: number;
                    /** @enum {string} */
                    kind: "issue" | "redeem" | "reload";
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    amount: string;
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    balanceAfter: string;
                    /** @description The merchant's location of a redemption; null: not said */
                    locationId: string | null;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            }[];
            members: {
                id: string;
                programId: string;
                merchantId: string;
                memberNumber: string;
                referralCode: string;
                /** @description active or suspended */
                status: string;
                email: string | null;
                phone: string | null;
                firstName: string | null;
                lastName: string | null;
                birthday: string | null;
                externalId: string | null;
                customFields: {
                    [key: string]: unknown;
                };
                marketingConsent: boolean;
                /** @description What the member accepted on the public join page, and when; null otherwise */
                consent: {
                    termsAt: string | null;
                    privacyAt: string | null;
                    /** @description When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in) */
                    marketingAt: string | null;
                    /** @description When the member confirmed marketing consent by the link e-mailed after joining; null until then */
                    marketingConfirmedAt: string | null;
                    /** @description The joining address, truncated to /24 or /48 */
                    ip: string | null;
                } | null;
                /** @description The campaign the public join page was opened from; null otherwise */
                utm: {
                    source: string | null;
                    medium: string | null;
                    campaign: string | null;
                } | null;
                /** @description Points now */
                balance: number;
                lifetimePoints: number;
                /** Format: date-time */
                createdAt: string;
                /** @description Soft-deleted, waiting for the retention purge */
                deleted: boolean;
                /** @description The points ledger, oldest first */
                entries: {
                    sequence: number;
                    /** @description Credit (positive) or debit (negative) */
                    points: number;
                    balanceAfter: number;
                    lifetimeAfter: number;
                    /** @description rule, scan, redemption, manual, import or referral */
                    source: string;
                    reason: string | null;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            }[];
        };
        Health: {
            /**
             * @description `ok` when the database answers
             * @enum {string}
             */
            status: "ok" | "unavailable";
            /**
             * @description The process answers (liveness)
             * @constant
             */
            live: true;
            database: {
                /** @description The database answered a ping (readiness) */
                ready: boolean;
                /** @description Round trip of the ping in milliseconds, including connecting; null when it failed */
                latencyMs: number | null;
            };
        };
        /** @description The e-mail address of the account whose password was forgotten. */
        PasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        PasswordResetAccepted: {
            message: string;
        };
        PasswordResetConfirm: {
            /** @description The token from the e-mailed link. */
            token: string;
            /** @description The new password. */
            password: string;
        };
        Account: {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "cashier" | "staff";
            merchantId: string | null;
            company: string | null;
            /** @description The language the person chose for the dashboard and e-mails, applied at each sign-in; null until they choose (pages follow the browser). */
            language: ("en" | "de") | null;
        };
        AccountUpdate: {
            name?: string;
            /** @description The merchant's name; owners only (ignored for support staff). */
            company?: string;
            /**
             * @description The language of the dashboard and of e-mails to this person.
             * @enum {string}
             */
            language?: "en" | "de";
        };
        PasswordChange: {
            currentPassword: string;
            newPassword: string;
        };
        TemplateList: {
            items: {
                name: string;
                /** @enum {string} */
                passType: "boardingPass" | "coupon" | "eventTicket" | "generic" | "storeCard";
                programId?: string | null;
                organizationName?: string | null;
                description?: string | null;
                logoText?: string | null;
                backgroundColor?: string | null;
                foregroundColor?: string | null;
                labelColor?: string | null;
                transitType?: ("PKTransitTypeAir" | "PKTransitTypeBoat" | "PKTransitTypeBus" | "PKTransitTypeGeneric" | "PKTransitTypeTrain") | null;
                /** @default [] */
                headerFields: {
                    key: string;
                    label?: string | null;
                    value: string;
                }[];
                /** @default [] */
                primaryFields: {
                    key: string;
                    label?: string | null;
                    value: string;
                }[];
                /** @default [] */
                secondaryFields: {
                    key: string;
                    label?: string | null;
                    value: string;
                }[];
                /** @default [] */
                auxiliaryFields: {
                    key: string;
                    label?: string | null;
                    value: string;
                }[];
                /** @default [] */
                backFields: {
                    key: string;
                    label?: string | null;
                    value: string;
                }[];
                id: string;
                merchantId: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        TemplateCreate: {
            name: string;
            /** @enum {string} */
            passType: "boardingPass" | "coupon" | "eventTicket" | "generic" | "storeCard";
            programId?: string | null;
            organizationName?: string | null;
            description?: string | null;
            logoText?: string | null;
            backgroundColor?: string | null;
            foregroundColor?: string | null;
            labelColor?: string | null;
            transitType?: ("PKTransitTypeAir" | "PKTransitTypeBoat" | "PKTransitTypeBus" | "PKTransitTypeGeneric" | "PKTransitTypeTrain") | null;
            /** @default [] */
            headerFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            primaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            secondaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            auxiliaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            backFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
        };
        Template: {
            name: string;
            /** @enum {string} */
            passType: "boardingPass" | "coupon" | "eventTicket" | "generic" | "storeCard";
            programId?: string | null;
            organizationName?: string | null;
            description?: string | null;
            logoText?: string | null;
            backgroundColor?: string | null;
            foregroundColor?: string | null;
            labelColor?: string | null;
            transitType?: ("PKTransitTypeAir" | "PKTransitTypeBoat" | "PKTransitTypeBus" | "PKTransitTypeGeneric" | "PKTransitTypeTrain") | null;
            /** @default [] */
            headerFields: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            primaryFields: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            secondaryFields: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            auxiliaryFields: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            /** @default [] */
            backFields: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            id: string;
            merchantId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TemplateUpdate: {
            name?: string;
            /** @enum {string} */
            passType?: "boardingPass" | "coupon" | "eventTicket" | "generic" | "storeCard";
            programId?: string | null;
            organizationName?: string | null;
            description?: string | null;
            logoText?: string | null;
            backgroundColor?: string | null;
            foregroundColor?: string | null;
            labelColor?: string | null;
            transitType?: ("PKTransitTypeAir" | "PKTransitTypeBoat" | "PKTransitTypeBus" | "PKTransitTypeGeneric" | "PKTransitTypeTrain") | null;
            headerFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            primaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            secondaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            auxiliaryFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
            backFields?: {
                key: string;
                label?: string | null;
                value: string;
            }[];
        };
        PassImageList: {
            items: {
                id: string;
                templateId: string | null;
                offerId: string | null;
                programId: string | null;
                /** @enum {string} */
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
                /** @enum {string} */
                resolution: "normal" | "high" | "ultra";
                /** @description Apple's file name in a .pkpass, e.g. `logo@2x.png` */
                fileName: string;
                width: number;
                height: number;
                /** @constant */
                contentType: "image/png";
                bytes: number;
                sha256: string;
                /** @description True when the service scaled this image down from an upload at a higher resolution (`?derive`); false when it was uploaded to this slot */
                isDerived: boolean;
                url: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        ImageUpload: {
            /** Format: binary */
            image: string;
        };
        PassImage: {
            id: string;
            templateId: string | null;
            offerId: string | null;
            programId: string | null;
            /** @enum {string} */
            type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            /** @enum {string} */
            resolution: "normal" | "high" | "ultra";
            /** @description Apple's file name in a .pkpass, e.g. `logo@2x.png` */
            fileName: string;
            width: number;
            height: number;
            /** @constant */
            contentType: "image/png";
            bytes: number;
            sha256: string;
            /** @description True when the service scaled this image down from an upload at a higher resolution (`?derive`); false when it was uploaded to this slot */
            isDerived: boolean;
            url: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Template uploads: the lower resolutions stored from this upload (none with `?derive=false`, at `normal`, or where an uploaded image is kept) */
            derived?: {
                id: string;
                templateId: string | null;
                offerId: string | null;
                programId: string | null;
                /** @enum {string} */
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
                /** @enum {string} */
                resolution: "normal" | "high" | "ultra";
                /** @description Apple's file name in a .pkpass, e.g. `logo@2x.png` */
                fileName: string;
                width: number;
                height: number;
                /** @constant */
                contentType: "image/png";
                bytes: number;
                sha256: string;
                /** @description True when the service scaled this image down from an upload at a higher resolution (`?derive`); false when it was uploaded to this slot */
                isDerived: boolean;
                url: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        OfferList: {
            items: {
                id: string;
                programId: string;
                merchantId: string;
                name: string;
                description: string | null;
                startDate: string | null;
                endDate: string | null;
                pointsCost: number | null;
                pointsMin: number | null;
                pointsMax: number | null;
                limitPerCustomer: number | null;
                availabilityCount: number | null;
                value: number | null;
                currency: string | null;
                type: ("fixed" | "percent" | "other") | null;
                /** @enum {string} */
                status: "DRAFT" | "SCHEDULED" | "LIVE" | "CANCELLED";
                publishedAt: string | null;
                cancelledAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        OfferCreate: {
            name: string;
            description?: string | null;
            startDate?: string | null;
            endDate?: string | null;
            pointsCost?: number | null;
            pointsMin?: number | null;
            pointsMax?: number | null;
            limitPerCustomer?: number | null;
            availabilityCount?: number | null;
            value?: number | null;
            currency?: ("AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BOV" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHE" | "CHF" | "CHW" | "CLF" | "CLP" | "CNY" | "COP" | "COU" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MXV" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "USN" | "UYI" | "UYU" | "UYW" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XAG" | "XAU" | "XBA" | "XBB" | "XBC" | "XBD" | "XCD" | "XDR" | "XOF" | "XPD" | "XPF" | "XPT" | "XSU" | "XTS" | "XUA" | "XXX" | "YER" | "ZAR" | "ZMW" | "ZWG") | null;
            type?: ("fixed" | "percent" | "other") | null;
        };
        Offer: {
            id: string;
            programId: string;
            merchantId: string;
            name: string;
            description: string | null;
            startDate: string | null;
            endDate: string | null;
            pointsCost: number | null;
            pointsMin: number | null;
            pointsMax: number | null;
            limitPerCustomer: number | null;
            availabilityCount: number | null;
            value: number | null;
            currency: string | null;
            type: ("fixed" | "percent" | "other") | null;
            /** @enum {string} */
            status: "DRAFT" | "SCHEDULED" | "LIVE" | "CANCELLED";
            publishedAt: string | null;
            cancelledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OfferUpdate: {
            name?: string;
            description?: string | null;
            startDate?: string | null;
            endDate?: string | null;
            pointsCost?: number | null;
            pointsMin?: number | null;
            pointsMax?: number | null;
            limitPerCustomer?: number | null;
            availabilityCount?: number | null;
            value?: number | null;
            currency?: ("AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BOV" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHE" | "CHF" | "CHW" | "CLF" | "CLP" | "CNY" | "COP" | "COU" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MXV" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "USN" | "UYI" | "UYU" | "UYW" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XAG" | "XAU" | "XBA" | "XBB" | "XBC" | "XBD" | "XCD" | "XDR" | "XOF" | "XPD" | "XPF" | "XPT" | "XSU" | "XTS" | "XUA" | "XXX" | "YER" | "ZAR" | "ZMW" | "ZWG") | null;
            type?: ("fixed" | "percent" | "other") | null;
        };
        ProgramDuplicate: {
            name?: string | null;
        };
        MemberCreate: {
            email?: string | null;
            phone?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            birthday?: string | null;
            externalId?: string | null;
            /** @description Keyed by the program's custom field `name`, each value as the field's `type` says: `text` (and `selection` without options) is one line of stored text (no control or bidirectional control characters, as `firstName`), `json` any JSON without NUL in its strings or keys, `email`, `number`, `date` or one of the `options`. Unknown names are ignored. */
            customFields?: {
                [key: string]: unknown;
            } | null;
            marketingConsent?: boolean | null;
            referralCode?: string | null;
        };
        Member: {
            id: string;
            programId: string;
            /**
             * @description What the pass's barcode carries: random, unguessable, unique in the whole service
             * @example K7M2Q9X4T8B3N6PW
             */
            memberNumber: string;
            /** @description Another person joins with it to be linked to this member */
            referralCode: string;
            /** @description Current balance (the newest ledger entry's) */
            points: number;
            /** @description Every point ever credited; spending never lowers it */
            lifetimePoints: number;
            /** @description The `tieredMembership` tier reached, else null */
            tier: string | null;
            /** @enum {string} */
            status: "active" | "suspended" | "erased";
            email: string | null;
            /**
             * @description E.164
             * @example +4930123456
             */
            phone: string | null;
            firstName: string | null;
            lastName: string | null;
            /** @description YYYY-MM-DD */
            birthday: string | null;
            externalId: string | null;
            customFields: {
                [key: string]: unknown;
            };
            marketingConsent: boolean;
            /**
             * @description `given`: `marketingConsent` is true (confirmed by the member's e-mailed link, or stated by the merchant); `pending`: asked for on the join page, not yet confirmed by the e-mailed link, so it does not count (`marketingConsent` false); `none` otherwise (never asked, or withdrawn)
             * @enum {string}
             */
            marketingConsentStatus: "none" | "pending" | "given";
            /** @description What the member accepted on the public join page, and when; null otherwise */
            consent: {
                termsAt: string | null;
                privacyAt: string | null;
                /** @description When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in) */
                marketingAt: string | null;
                /** @description When the member confirmed marketing consent by the link e-mailed after joining; null until then */
                marketingConfirmedAt: string | null;
                /** @description The joining address, truncated to /24 or /48 */
                ip: string | null;
            } | null;
            /** @description The campaign the public join page was opened from; null otherwise */
            utm: {
                source: string | null;
                medium: string | null;
                campaign: string | null;
            } | null;
            /** @description Id of the member whose referral code was used */
            referredBy: string | null;
            /** @description Issue 29: the member's points that reach the program's `pointsExpiryDays` within the next 60 days (spending uses the oldest first), and when the first of them expire; null when none do or the program's points never expire. Answered when one member is read, created or updated; member lists, the scan answer and the export leave it null. */
            pointsExpiring: {
                /** @description Points that expire within 60 days unless spent first */
                points: number;
                /**
                 * Format: date-time
                 * @description When the first of them expire
                 */
                at: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MemberPage: {
            items: {
                id: string;
                programId: string;
                /**
                 * @description What the pass's barcode carries: random, unguessable, unique in the whole service
                 * @example K7M2Q9X4T8B3N6PW
                 */
                memberNumber: string;
                /** @description Another person joins with it to be linked to this member */
                referralCode: string;
                /** @description Current balance (the newest ledger entry's) */
                points: number;
                /** @description Every point ever credited; spending never lowers it */
                lifetimePoints: number;
                /** @description The `tieredMembership` tier reached, else null */
                tier: string | null;
                /** @enum {string} */
                status: "active" | "suspended" | "erased";
                email: string | null;
                /**
                 * @description E.164
                 * @example +4930123456
                 */
                phone: string | null;
                firstName: string | null;
                lastName: string | null;
                /** @description YYYY-MM-DD */
                birthday: string | null;
                externalId: string | null;
                customFields: {
                    [key: string]: unknown;
                };
                marketingConsent: boolean;
                /**
                 * @description `given`: `marketingConsent` is true (confirmed by the member's e-mailed link, or stated by the merchant); `pending`: asked for on the join page, not yet confirmed by the e-mailed link, so it does not count (`marketingConsent` false); `none` otherwise (never asked, or withdrawn)
                 * @enum {string}
                 */
                marketingConsentStatus: "none" | "pending" | "given";
                /** @description What the member accepted on the public join page, and when; null otherwise */
                consent: {
                    termsAt: string | null;
                    privacyAt: string | null;
                    /** @description When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in) */
                    marketingAt: string | null;
                    /** @description When the member confirmed marketing consent by the link e-mailed after joining; null until then */
                    marketingConfirmedAt: string | null;
                    /** @description The joining address, truncated to /24 or /48 */
                    ip: string | null;
                } | null;
                /** @description The campaign the public join page was opened from; null otherwise */
                utm: {
                    source: string | null;
                    medium: string | null;
                    campaign: string | null;
                } | null;
                /** @description Id of the member whose referral code was used */
                referredBy: string | null;
                /** @description Issue 29: the member's points that reach the program's `pointsExpiryDays` within the next 60 days (spending uses the oldest first), and when the first of them expire; null when none do or the program's points never expire. Answered when one member is read, created or updated; member lists, the scan answer and the export leave it null. */
                pointsExpiring: {
                    /** @description Points that expire within 60 days unless spent first */
                    points: number;
                    /**
                     * Format: date-time
                     * @description When the first of them expire
                     */
                    at: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            page: number;
            limit: number;
            offset: number;
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description `offset` of the next page; null on the last */
            nextOffset: number | null;
            /** @description How many members match `q` and `status`, on every page */
            total: number;
        };
        MemberUpdate: {
            email?: string | null;
            phone?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            birthday?: string | null;
            externalId?: string | null;
            /** @description Keyed by the program's custom field `name`, each value as the field's `type` says: `text` (and `selection` without options) is one line of stored text (no control or bidirectional control characters, as `firstName`), `json` any JSON without NUL in its strings or keys, `email`, `number`, `date` or one of the `options`. Unknown names are ignored. */
            customFields?: {
                [key: string]: unknown;
            } | null;
            marketingConsent?: boolean | null;
            status?: ("active" | "suspended") | null;
        };
        PointsAdjustment: {
            points: number;
            reason: string;
            /** @description Where it happened: one of the merchant's active locations (another merchant's, an archived or an unknown id answers 404 `Location not found`). Kept on the entry and counted in the overview's `?locationId=` figures. */
            locationId?: string | null;
        };
        PointsEntry: {
            id: string;
            memberId: string;
            sequence: number;
            /** @description Positive for a credit, negative for a debit */
            points: number;
            balanceAfter: number;
            lifetimeAfter: number;
            /** @enum {string} */
            source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
            /** @description The bonus-point promotion this credit earned under (its name then); null: none */
            promotion: {
                id: string;
                name: string;
            } | null;
            reason: string | null;
            actorUserId: string | null;
            /** @description The merchant's location where it happened; null: not said */
            locationId: string | null;
            /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
            actorAppKeyId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        PointsEntryPage: {
            items: {
                id: string;
                memberId: string;
                sequence: number;
                /** @description Positive for a credit, negative for a debit */
                points: number;
                balanceAfter: number;
                lifetimeAfter: number;
                /** @enum {string} */
                source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
                /** @description The bonus-point promotion this credit earned under (its name then); null: none */
                promotion: {
                    id: string;
                    name: string;
                } | null;
                reason: string | null;
                actorUserId: string | null;
                /** @description The merchant's location where it happened; null: not said */
                locationId: string | null;
                /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
                actorAppKeyId: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            page: number;
            limit: number;
            offset: number;
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description `offset` of the next page; null on the last */
            nextOffset: number | null;
        };
        Scan: {
            memberNumber: string;
            points?: number | null;
            /** @description Where it happened: one of the merchant's active locations (another merchant's, an archived or an unknown id answers 404 `Location not found`). Kept on the entry and counted in the overview's `?locationId=` figures. */
            locationId?: string | null;
        };
        ScanResult: {
            member: {
                id: string;
                programId: string;
                /**
                 * @description What the pass's barcode carries: random, unguessable, unique in the whole service
                 * @example K7M2Q9X4T8B3N6PW
                 */
                memberNumber: string;
                /** @description Another person joins with it to be linked to this member */
                referralCode: string;
                /** @description Current balance (the newest ledger entry's) */
                points: number;
                /** @description Every point ever credited; spending never lowers it */
                lifetimePoints: number;
                /** @description The `tieredMembership` tier reached, else null */
                tier: string | null;
                /** @enum {string} */
                status: "active" | "suspended" | "erased";
                email: string | null;
                /**
                 * @description E.164
                 * @example +4930123456
                 */
                phone: string | null;
                firstName: string | null;
                lastName: string | null;
                /** @description YYYY-MM-DD */
                birthday: string | null;
                externalId: string | null;
                customFields: {
                    [key: string]: unknown;
                };
                marketingConsent: boolean;
                /**
                 * @description `given`: `marketingConsent` is true (confirmed by the member's e-mailed link, or stated by the merchant); `pending`: asked for on the join page, not yet confirmed by the e-mailed link, so it does not count (`marketingConsent` false); `none` otherwise (never asked, or withdrawn)
                 * @enum {string}
                 */
                marketingConsentStatus: "none" | "pending" | "given";
                /** @description What the member accepted on the public join page, and when; null otherwise */
                consent: {
                    termsAt: string | null;
                    privacyAt: string | null;
                    /** @description When marketing was asked for on the join page; it counts only once `marketingConfirmedAt` is set (double opt-in) */
                    marketingAt: string | null;
                    /** @description When the member confirmed marketing consent by the link e-mailed after joining; null until then */
                    marketingConfirmedAt: string | null;
                    /** @description The joining address, truncated to /24 or /48 */
                    ip: string | null;
                } | null;
                /** @description The campaign the public join page was opened from; null otherwise */
                utm: {
                    source: string | null;
                    medium: string | null;
                    campaign: string | null;
                } | null;
                /** @description Id of the member whose referral code was used */
                referredBy: string | null;
                /** @description Issue 29: the member's points that reach the program's `pointsExpiryDays` within the next 60 days (spending uses the oldest first), and when the first of them expire; null when none do or the program's points never expire. Answered when one member is read, created or updated; member lists, the scan answer and the export leave it null. */
                pointsExpiring: {
                    /** @description Points that expire within 60 days unless spent first */
                    points: number;
                    /**
                     * Format: date-time
                     * @description When the first of them expire
                     */
                    at: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
            entry: {
                id: string;
                memberId: string;
                sequence: number;
                /** @description Positive for a credit, negative for a debit */
                points: number;
                balanceAfter: number;
                lifetimeAfter: number;
                /** @enum {string} */
                source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
                /** @description The bonus-point promotion this credit earned under (its name then); null: none */
                promotion: {
                    id: string;
                    name: string;
                } | null;
                reason: string | null;
                actorUserId: string | null;
                /** @description The merchant's location where it happened; null: not said */
                locationId: string | null;
                /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
                actorAppKeyId: string | null;
                /** Format: date-time */
                createdAt: string;
            };
        };
        RedemptionCreate: {
            memberId: string;
            /** @description Where it happened: one of the merchant's active locations (another merchant's, an archived or an unknown id answers 404 `Location not found`). Kept on the entry and counted in the overview's `?locationId=` figures. */
            locationId?: string | null;
        };
        Redemption: {
            id: string;
            programId: string;
            offerId: string;
            memberId: string;
            pointsCost: number;
            /** @description The merchant's location where it was redeemed; null: not said */
            locationId: string | null;
            /** @description The person who redeemed it (an app key's creator); null: none acted (before issue 30 too) */
            actorUserId: string | null;
            /** @description The app key that redeemed it (`actorUserId` is then its creator); null: a person did */
            actorAppKeyId: string | null;
            /** @description The debit; null when the offer costs nothing */
            entry: {
                id: string;
                memberId: string;
                sequence: number;
                /** @description Positive for a credit, negative for a debit */
                points: number;
                balanceAfter: number;
                lifetimeAfter: number;
                /** @enum {string} */
                source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
                /** @description The bonus-point promotion this credit earned under (its name then); null: none */
                promotion: {
                    id: string;
                    name: string;
                } | null;
                reason: string | null;
                actorUserId: string | null;
                /** @description The merchant's location where it happened; null: not said */
                locationId: string | null;
                /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
                actorAppKeyId: string | null;
                /** Format: date-time */
                createdAt: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        RedemptionPage: {
            items: {
                id: string;
                programId: string;
                offerId: string;
                memberId: string;
                pointsCost: number;
                /** @description The merchant's location where it was redeemed; null: not said */
                locationId: string | null;
                /** @description The person who redeemed it (an app key's creator); null: none acted (before issue 30 too) */
                actorUserId: string | null;
                /** @description The app key that redeemed it (`actorUserId` is then its creator); null: a person did */
                actorAppKeyId: string | null;
                /** @description The debit; null when the offer costs nothing */
                entry: {
                    id: string;
                    memberId: string;
                    sequence: number;
                    /** @description Positive for a credit, negative for a debit */
                    points: number;
                    balanceAfter: number;
                    lifetimeAfter: number;
                    /** @enum {string} */
                    source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
                    /** @description The bonus-point promotion this credit earned under (its name then); null: none */
                    promotion: {
                        id: string;
                        name: string;
                    } | null;
                    reason: string | null;
                    actorUserId: string | null;
                    /** @description The merchant's location where it happened; null: not said */
                    locationId: string | null;
                    /** @description The app key that made the entry (`actorUserId` is then its creator); null: a person did */
                    actorAppKeyId: string | null;
                    /** Format: date-time */
                    createdAt: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            page: number;
            limit: number;
            offset: number;
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description `offset` of the next page; null on the last */
            nextOffset: number | null;
        };
        ProfileChangePage: {
            items: {
                id: string;
                /**
                 * @description The changed fields: `firstName`, `lastName`, `email`, `phone`, `birthday`, `externalId`, `marketingConsent`, `status`, and `customFields.<name>` for each custom field
                 * @example [
                 *       "email",
                 *       "phone",
                 *       "customFields.drink"
                 *     ]
                 */
                fields: string[];
                /**
                 * @description Who made the change: `merchant` (the dashboard or the API), or `member` (the member on their card page, e.g. stopping marketing messages)
                 * @enum {string}
                 */
                by: "merchant" | "member";
                /** Format: date-time */
                createdAt: string;
            }[];
            page: number;
            limit: number;
            offset: number;
            /** @description More items follow this page */
            hasMore: boolean;
            /** @description `offset` of the next page; null on the last */
            nextOffset: number | null;
        };
        MemberImport: {
            rows: {
                email?: string | null;
                phone?: string | null;
                firstName?: string | null;
                lastName?: string | null;
                birthday?: string | null;
                externalId?: string | null;
                /** @description Keyed by the program's custom field `name`, each value as the field's `type` says: `text` (and `selection` without options) is one line of stored text (no control or bidirectional control characters, as `firstName`), `json` any JSON without NUL in its strings or keys, `email`, `number`, `date` or one of the `options`. Unknown names are ignored. */
                customFields?: {
                    [key: string]: unknown;
                } | null;
                marketingConsent?: boolean | null;
                /** @description Opening balance from the previous system: one `import` credit (lifetime points too) */
                points?: number | null;
            }[];
            /**
             * @description Whether the program's welcome automation greets the members this batch creates (credits its points, sends its message); by default it does not (decision 050)
             * @default false
             */
            welcome?: boolean;
        };
        MemberImportResults: {
            /** @description One per row, in the rows' order */
            results: ({
                /** @description The row's position in the request's `rows` (from 0) */
                row: number;
                /** @constant */
                status: "created";
                memberId: string;
                memberNumber: string;
            } | {
                /** @description The row's position in the request's `rows` (from 0) */
                row: number;
                /** @constant */
                status: "duplicate";
                /**
                 * @description Which of the row's values a member already has
                 * @enum {string}
                 */
                matchedKey: "email" | "phone" | "externalId";
                /** @description The member that has it (possibly from an earlier row) */
                memberId: string;
                /** @description Null while that member is still being stored by a concurrent request */
                memberNumber: string | null;
            } | {
                /** @description The row's position in the request's `rows` (from 0) */
                row: number;
                /** @constant */
                status: "refused";
                /** @description Pydantic-shaped, located in the request (`["body","rows",<row>,<field>…]`); `import_key_missing` at the row when it has no e-mail, phone or external id */
                issues: {
                    type: string;
                    loc: (string | number)[];
                    msg: string;
                    input?: unknown;
                    ctx?: {
                        [key: string]: unknown;
                    };
                }[];
            })[];
            created: number;
            duplicates: number;
            refused: number;
        };
        WebhookCreate: {
            /** Format: uri */
            url: string;
            events: ("member.created" | "member.updated" | "member.erased" | "points.changed" | "offer.redeemed" | "pass.installed" | "pass.removed" | "giftcard.issued" | "giftcard.redeemed" | "giftcard.reloaded" | "gdpr.erasure.completed" | "message.sent" | "points.expired")[];
            enabled?: boolean;
            description?: string | null;
        };
        WebhookWithSecret: {
            id: string;
            merchantId: string;
            url: string;
            events: ("member.created" | "member.updated" | "member.erased" | "points.changed" | "offer.redeemed" | "pass.installed" | "pass.removed" | "giftcard.issued" | "giftcard.redeemed" | "giftcard.reloaded" | "gdpr.erasure.completed" | "message.sent" | "points.expired")[];
            enabled: boolean;
            description: string | null;
            /** @description `failing`: every delivery failed for 5 days, so the service disabled it */
            disabledReason: "failing" | null;
            failingSince: string | null;
            secretRotatedAt: string | null;
            /** @description Until then deliveries carry a signature by the previous secret too */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The signing secret (`whsec_` + base64). Shown only in this answer: store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookList: {
            items: {
                id: string;
                merchantId: string;
                url: string;
                events: ("member.created" | "member.updated" | "member.erased" | "points.changed" | "offer.redeemed" | "pass.installed" | "pass.removed" | "giftcard.issued" | "giftcard.redeemed" | "giftcard.reloaded" | "gdpr.erasure.completed" | "message.sent" | "points.expired")[];
                enabled: boolean;
                description: string | null;
                /** @description `failing`: every delivery failed for 5 days, so the service disabled it */
                disabledReason: "failing" | null;
                failingSince: string | null;
                secretRotatedAt: string | null;
                /** @description Until then deliveries carry a signature by the previous secret too */
                previousSecretExpiresAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        Webhook: {
            id: string;
            merchantId: string;
            url: string;
            events: ("member.created" | "member.updated" | "member.erased" | "points.changed" | "offer.redeemed" | "pass.installed" | "pass.removed" | "giftcard.issued" | "giftcard.redeemed" | "giftcard.reloaded" | "gdpr.erasure.completed" | "message.sent" | "points.expired")[];
            enabled: boolean;
            description: string | null;
            /** @description `failing`: every delivery failed for 5 days, so the service disabled it */
            disabledReason: "failing" | null;
            failingSince: string | null;
            secretRotatedAt: string | null;
            /** @description Until then deliveries carry a signature by the previous secret too */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookUpdate: {
            /** Format: uri */
            url?: string;
            events?: ("member.created" | "member.updated" | "member.erased" | "points.changed" | "offer.redeemed" | "pass.installed" | "pass.removed" | "giftcard.issued" | "giftcard.redeemed" | "giftcard.reloaded" | "gdpr.erasure.completed" | "message.sent" | "points.expired")[];
            enabled?: boolean;
            description?: string | null;
        };
        WebhookSecretRotation: {
            graceHours?: number | null;
        };
        WebhookDelivery: {
            id: string;
            webhookId: string;
            /** @description `webhook-id` header: the same on every attempt and redelivery */
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            statusCode: number | null;
            durationMs: number | null;
            error: string | null;
            nextAttemptAt: string | null;
            redeliveryOf: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            attemptLog: {
                attempt: number;
                /** Format: date-time */
                at: string;
                /** @description The receiver's HTTP status; null when none */
                statusCode: number | null;
                durationMs: number;
                error: string | null;
            }[];
        };
        WebhookDeliveryList: {
            items: {
                id: string;
                webhookId: string;
                /** @description `webhook-id` header: the same on every attempt and redelivery */
                eventId: string;
                eventType: string;
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed";
                attempts: number;
                statusCode: number | null;
                durationMs: number | null;
                error: string | null;
                nextAttemptAt: string | null;
                redeliveryOf: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                attemptLog: {
                    attempt: number;
                    /** Format: date-time */
                    at: string;
                    /** @description The receiver's HTTP status; null when none */
                    statusCode: number | null;
                    durationMs: number;
                    error: string | null;
                }[];
            }[];
        };
        AppKeyCreate: {
            name: string;
            /** @default true */
            fullAccess?: boolean;
            expires?: string | null;
            allowedTemplates?: string[] | null;
        };
        CreatedAppKey: {
            id: string;
            name: string;
            /**
             * @description The start of the secret, to tell keys apart (never enough to use it)
             * @example lp_live_Xc9tQe
             */
            prefix: string;
            /** @description false: read-only (GET only) */
            fullAccess: boolean;
            /** @description null: every template and program of the merchant */
            allowedTemplates: string[] | null;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Recorded at most once a minute per key
             */
            lastUsedAt: string | null;
            /**
             * @description The secret, shown this once: send it as `Authorization: Bearer <token>`. Only a hash of it is stored.
             * @example lp_live_Xc9tQe…
             */
            token: string;
        };
        AppKeyList: {
            items: {
                id: string;
                name: string;
                /**
                 * @description The start of the secret, to tell keys apart (never enough to use it)
                 * @example lp_live_Xc9tQe
                 */
                prefix: string;
                /** @description false: read-only (GET only) */
                fullAccess: boolean;
                /** @description null: every template and program of the merchant */
                allowedTemplates: string[] | null;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description Recorded at most once a minute per key
                 */
                lastUsedAt: string | null;
            }[];
        };
        GoogleWalletSaveLink: {
            /**
             * Format: uri
             * @description `https://pay.google.com/gp/v/save/<jwt>`: opening it adds the pass to the customer's Google Wallet. The JWT (RS256, signed with the service account's key) names the pass object, which exists at Google when this answers.
             */
            saveUrl: string;
        };
        PasskitRegistration: {
            pushToken: string;
        };
        PasskitSerialNumbers: {
            serialNumbers: string[];
            /** @description Opaque tag: the device sends it back as `passesUpdatedSince` next time */
            lastUpdated: string;
        };
        PasskitLog: {
            logs: string[];
        };
        WalletState: {
            apple: {
                passTypes: {
                    passTypeIdentifier: string;
                    /** @description The merchant's programs using it (empty: a certificate left from a deleted one) */
                    programs: {
                        id: string;
                        name: string;
                    }[];
                    /**
                     * @description The state of the passes served now. `development`: signed with the service's local development chain, which no device accepts (no usable certificate of the merchant's, none of the service's); `service`: signed by the service's own Pass Type ID certificate, under its pass type identifier and Team ID (see `signing`); `configured`/`expiring`/`expired`: signed with the merchant's certificate (see `certificate`)
                     * @enum {string}
                     */
                    state: "development" | "service" | "configured" | "expiring" | "expired";
                    /** @description What new passes of these programs carry: `passTypeIdentifier` and `teamIdentifier` are the signing certificate's (the service's own when `signedBy` is `service`) */
                    signing: {
                        /** @enum {string} */
                        signedBy: "merchant" | "service" | "development";
                        passTypeIdentifier: string;
                        teamIdentifier: string;
                        /**
                         * Format: date-time
                         * @description When the signing certificate expires
                         */
                        expiresAt: string;
                    };
                    certificate: {
                        id: string;
                        /** @description From the certificate's subject UID */
                        passTypeIdentifier: string;
                        /** @description From the certificate's subject OU */
                        teamIdentifier: string;
                        subjectCommonName: string;
                        issuerCommonName: string | null;
                        /** @description Hexadecimal */
                        serialNumber: string;
                        /** @description SHA-256 of the certificate (DER), colon-separated hex */
                        fingerprintSha256: string;
                        /** Format: date-time */
                        notBefore: string;
                        /** Format: date-time */
                        notAfter: string;
                        /**
                         * @description `expiring`: within 30 days of `notAfter`; `expired`: past it
                         * @enum {string}
                         */
                        state: "configured" | "expiring" | "expired";
                        /** @description null: the certificate signs this pass type's passes. Else why it does not (they are signed as `signing` says): `WWDR_NOT_CONFIGURED` the service has no Apple WWDR intermediate to verify it with (`APPLE_WWDR_CERTIFICATE`); `NOT_FROM_WWDR` it was not issued by the configured one; `UNREADABLE` no configured key opens it (upload it again) */
                        issue: ("WWDR_NOT_CONFIGURED" | "NOT_FROM_WWDR" | "UNREADABLE") | null;
                        /** Format: date-time */
                        createdAt: string;
                    } | null;
                    /** @description null: the certificate signs this pass type's passes. Else why it does not (they are signed as `signing` says): `WWDR_NOT_CONFIGURED` the service has no Apple WWDR intermediate to verify it with (`APPLE_WWDR_CERTIFICATE`); `NOT_FROM_WWDR` it was not issued by the configured one; `UNREADABLE` no configured key opens it (upload it again) */
                    certificateIssue: ("WWDR_NOT_CONFIGURED" | "NOT_FROM_WWDR" | "UNREADABLE") | null;
                }[];
            };
            google: {
                /**
                 * @description `service`: signed by the service: its own issuer and service account (environment); `configured`: the merchant's own, which wins
                 * @enum {string}
                 */
                state: "not_configured" | "service" | "configured";
                issuerId: string | null;
                clientEmail: string | null;
                /** @description When the merchant's own was saved */
                updatedAt: string | null;
            };
        };
        AppleCertificateUpload: {
            /**
             * Format: binary
             * @description The Pass Type ID certificate with its private key, as exported from Keychain
             */
            p12?: string;
            /** @description The .p12's password (or an encrypted PEM key's); empty when it has none */
            password?: string;
            /** @description PEM text, as a file part or a plain field */
            certificate?: string;
            /** @description PEM text, as a file part or a plain field */
            privateKey?: string;
            /**
             * @description The Apple Developer Team ID; must be the certificate's (its subject's OU)
             * @example ABCDE12345
             */
            teamIdentifier: string;
            /** @description When given, the certificate must be for this pass type identifier */
            passTypeIdentifier?: string & unknown;
        };
        AppleCertificate: {
            id: string;
            /** @description From the certificate's subject UID */
            passTypeIdentifier: string;
            /** @description From the certificate's subject OU */
            teamIdentifier: string;
            subjectCommonName: string;
            issuerCommonName: string | null;
            /** @description Hexadecimal */
            serialNumber: string;
            /** @description SHA-256 of the certificate (DER), colon-separated hex */
            fingerprintSha256: string;
            /** Format: date-time */
            notBefore: string;
            /** Format: date-time */
            notAfter: string;
            /**
             * @description `expiring`: within 30 days of `notAfter`; `expired`: past it
             * @enum {string}
             */
            state: "configured" | "expiring" | "expired";
            /** @description null: the certificate signs this pass type's passes. Else why it does not (they are signed as `signing` says): `WWDR_NOT_CONFIGURED` the service has no Apple WWDR intermediate to verify it with (`APPLE_WWDR_CERTIFICATE`); `NOT_FROM_WWDR` it was not issued by the configured one; `UNREADABLE` no configured key opens it (upload it again) */
            issue: ("WWDR_NOT_CONFIGURED" | "NOT_FROM_WWDR" | "UNREADABLE") | null;
            /** Format: date-time */
            createdAt: string;
        };
        AppleCertificateList: {
            items: {
                id: string;
                /** @description From the certificate's subject UID */
                passTypeIdentifier: string;
                /** @description From the certificate's subject OU */
                teamIdentifier: string;
                subjectCommonName: string;
                issuerCommonName: string | null;
                /** @description Hexadecimal */
                serialNumber: string;
                /** @description SHA-256 of the certificate (DER), colon-separated hex */
                fingerprintSha256: string;
                /** Format: date-time */
                notBefore: string;
                /** Format: date-time */
                notAfter: string;
                /**
                 * @description `expiring`: within 30 days of `notAfter`; `expired`: past it
                 * @enum {string}
                 */
                state: "configured" | "expiring" | "expired";
                /** @description null: the certificate signs this pass type's passes. Else why it does not (they are signed as `signing` says): `WWDR_NOT_CONFIGURED` the service has no Apple WWDR intermediate to verify it with (`APPLE_WWDR_CERTIFICATE`); `NOT_FROM_WWDR` it was not issued by the configured one; `UNREADABLE` no configured key opens it (upload it again) */
                issue: ("WWDR_NOT_CONFIGURED" | "NOT_FROM_WWDR" | "UNREADABLE") | null;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        GoogleWalletConfig: {
            /** @example 3388000000012345678 */
            issuerId: string;
            /** @description The key file's JSON; other fields are ignored, only these two are kept */
            serviceAccount: {
                client_email: string;
                private_key: string;
            };
        };
        GoogleWalletConfigState: {
            /**
             * @description `service`: signed by the service: its own issuer and service account (environment); `configured`: the merchant's own, which wins
             * @enum {string}
             */
            state: "not_configured" | "service" | "configured";
            issuerId: string | null;
            clientEmail: string | null;
            /** @description When the merchant's own was saved */
            updatedAt: string | null;
        };
        Overview: {
            days: number;
            /** @description The window's UTC days, oldest first; today is the last and still counting */
            dates: string[];
            programs: {
                /** @description Programs not archived (deleted ones are not counted) */
                active: number;
                /** @description Active loyalty programs */
                loyalty: number;
                /** @description Active gift-card programs */
                giftcard: number;
                archived: number;
            };
            members: {
                /** @description Members of the loyalty programs today (deleted members are not counted) */
                total: number;
                newLast7Days: number;
            };
            metrics: {
                /** @description Members who joined */
                newMembers: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Member cards scanned at the counter */
                scans: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Points credited (scans, rules, referrals, adjustments; not imports) */
                pointsGiven: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Offers redeemed */
                offersRedeemed: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Gift cards issued */
                cardsSold: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Wallet passes added to Apple Wallet or Google Wallet */
                passesInstalled: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
                /** @description Wallet passes removed */
                passesRemoved: {
                    /** @description In the window */
                    total: number;
                    /** @description In the as many days before the window, for comparison */
                    previous: number;
                    /** @description Per day, in the order of `dates` */
                    daily: number[];
                };
            };
            /** @description One entry per currency the merchant's gift cards use, by currency code */
            giftCardMoney: {
                currency: string;
                /**
                 * @description What the cards hold today: balances of cards not deleted, expired or voided
                 * @example 25.00
                 */
                outstanding: string;
                /** @description Value sold: cards issued and reloaded */
                sold: {
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    total: string;
                    /**
                     * @description In the as many days before the window
                     * @example 25.00
                     */
                    previous: string;
                    /** @description Per day, in the order of `dates` */
                    daily: string[];
                };
                /** @description Value redeemed */
                redeemed: {
                    /**
                     * @description Decimal string, two places
                     * @example 25.00
                     */
                    total: string;
                    /**
                     * @description In the as many days before the window
                     * @example 25.00
                     */
                    previous: string;
                    /** @description Per day, in the order of `dates` */
                    daily: string[];
                };
            }[];
            /** @description The location the daily figures are for; null: the whole merchant */
            locationId: string | null;
            /** Format: date-time */
            generatedAt: string;
        };
        PublicJoin: {
            /**
             * Format: email
             * @description Where the card's link is sent
             */
            email: string;
            phone?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            birthday?: string | null;
            externalId?: string | null;
            /** @description Keyed by the program's custom field `name`, each value as the field's `type` says: `text` (and `selection` without options) is one line of stored text (no control or bidirectional control characters, as `firstName`), `json` any JSON without NUL in its strings or keys, `email`, `number`, `date` or one of the `options`. Unknown names are ignored. */
            customFields?: {
                [key: string]: unknown;
            } | null;
            referralCode?: string | null;
            consent: {
                /** @description When the merchant's terms were accepted; required when the program has `terms` */
                termsAt?: string | null;
                /**
                 * Format: date-time
                 * @description When the privacy notice was accepted (always required)
                 */
                privacyAt: string;
                /** @description When the person agreed to marketing; absent or null: no marketing consent */
                marketingAt?: string | null;
            };
            utm?: {
                source?: string | null;
                medium?: string | null;
                campaign?: string | null;
            } | null;
        };
        PublicJoinAccepted: {
            /** @example Thank you. If the details are right, a link to the loyalty card is on its way to the e-mail address given. */
            message: string;
        };
        CardLinkSent: {
            /** @example A new link to the member's card is on its way to the member's e-mail address; the previous link no longer works. */
            message: string;
        };
        OpenCardByCode: {
            /**
             * Format: email
             * @description The e-mail address the join was made with
             */
            email: string;
            /** @description The 6-digit code from the e-mail */
            code: string;
        };
        CardOpened: {
            /** @description The card page (`/m/<token>`) on this service: a new link of the member's, for this browser */
            cardPath: string;
        };
        CardToken: {
            /** @description The token of the card page's link */
            token: string;
        };
        CardSelfServiceDone: {
            message: string;
        };
        EraseCardByCode: {
            /** @description The token of the card page's link */
            token: string;
            /** @description The 6-digit code from the e-mail */
            code: string;
        };
        ConfirmMarketing: {
            /** @description The token of the confirmation link e-mailed after the join */
            token: string;
        };
        MessagePage: {
            items: {
                id: string;
                programId: string;
                /** @enum {string} */
                status: "scheduled" | "sending" | "sent" | "cancelled";
                text: string;
                /** @enum {string} */
                kind: "marketing" | "service";
                audience: {
                    all: boolean | null;
                    tiers: string[] | null;
                    minPoints: number | null;
                    maxPoints: number | null;
                    joinedAfter: string | null;
                    joinedBefore: string | null;
                    lastScanAfter: string | null;
                    lastScanBefore: string | null;
                    memberIds: string[] | null;
                };
                /** @description Members the message goes to; null until sending starts (POST …/messages/audience counts ahead) */
                audienceCount: number | null;
                sendAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** @description When every push and Google call was queued */
                sentAt: string | null;
                cancelledAt: string | null;
                stats: {
                    /** @description Members the message went to (counted when sending starts) */
                    audience: number;
                    /** @description Members left out because they already had a marketing message of this program in the 24 hours before */
                    excludedByDailyLimit: number;
                    /** @description Apple passes of the audience with a registered device */
                    applePasses: number;
                    /** @description APNs pushes Apple accepted */
                    applePushesSent: number;
                    /** @description Apple passes a device downloaded after the message (it reached the phone) */
                    applePassesFetched: number;
                    /** @description Google Wallet objects the message was added to */
                    googleObjectsMessaged: number;
                    /** @description Of those, the ones Google was asked to notify (TEXT_AND_NOTIFY) */
                    googleObjectsNotified: number;
                    /** @description Added without notifying: the object had had 3 notifications in the 24 hours before (Google's limit) */
                    googleOverNotificationBudget: number;
                    /** @description Pushes and Google calls that failed for good */
                    failures: number;
                    /** @description APNs pushes answered 410 (the device no longer holds the pass; its registration is removed): not failures */
                    appleDevicesGone: number;
                };
            }[];
            page: number;
            limit: number;
            offset: number;
            hasMore: boolean;
            nextOffset: number | null;
        };
        MessageCreate: {
            text: string;
            /** @enum {string} */
            kind: "marketing" | "service";
            audience: {
                all?: boolean | null;
                tiers?: string[] | null;
                minPoints?: number | null;
                maxPoints?: number | null;
                joinedAfter?: string | null;
                joinedBefore?: string | null;
                lastScanAfter?: string | null;
                lastScanBefore?: string | null;
                memberIds?: string[] | null;
            };
            sendAt?: string | null;
        };
        Message: {
            id: string;
            programId: string;
            /** @enum {string} */
            status: "scheduled" | "sending" | "sent" | "cancelled";
            text: string;
            /** @enum {string} */
            kind: "marketing" | "service";
            audience: {
                all: boolean | null;
                tiers: string[] | null;
                minPoints: number | null;
                maxPoints: number | null;
                joinedAfter: string | null;
                joinedBefore: string | null;
                lastScanAfter: string | null;
                lastScanBefore: string | null;
                memberIds: string[] | null;
            };
            /** @description Members the message goes to; null until sending starts (POST …/messages/audience counts ahead) */
            audienceCount: number | null;
            sendAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description When every push and Google call was queued */
            sentAt: string | null;
            cancelledAt: string | null;
            stats: {
                /** @description Members the message went to (counted when sending starts) */
                audience: number;
                /** @description Members left out because they already had a marketing message of this program in the 24 hours before */
                excludedByDailyLimit: number;
                /** @description Apple passes of the audience with a registered device */
                applePasses: number;
                /** @description APNs pushes Apple accepted */
                applePushesSent: number;
                /** @description Apple passes a device downloaded after the message (it reached the phone) */
                applePassesFetched: number;
                /** @description Google Wallet objects the message was added to */
                googleObjectsMessaged: number;
                /** @description Of those, the ones Google was asked to notify (TEXT_AND_NOTIFY) */
                googleObjectsNotified: number;
                /** @description Added without notifying: the object had had 3 notifications in the 24 hours before (Google's limit) */
                googleOverNotificationBudget: number;
                /** @description Pushes and Google calls that failed for good */
                failures: number;
                /** @description APNs pushes answered 410 (the device no longer holds the pass; its registration is removed): not failures */
                appleDevicesGone: number;
            };
        };
        MessageAudienceRequest: {
            audience: {
                all?: boolean | null;
                tiers?: string[] | null;
                minPoints?: number | null;
                maxPoints?: number | null;
                joinedAfter?: string | null;
                joinedBefore?: string | null;
                lastScanAfter?: string | null;
                lastScanBefore?: string | null;
                memberIds?: string[] | null;
            };
            /**
             * @default service
             * @enum {string}
             */
            kind?: "marketing" | "service";
        };
        MessageAudienceCount: {
            audienceCount: number;
            /** @description Members who match but lack marketing consent (a marketing message leaves them out) */
            withoutMarketingConsent: number;
        };
        PromotionList: {
            items: {
                id: string;
                programId: string;
                name: string;
                multiplier: number | null;
                bonusPoints: number | null;
                /** Format: date-time */
                startAt: string;
                /** Format: date-time */
                endAt: string;
                daysOfWeek: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[] | null;
                startTime: string | null;
                endTime: string | null;
                timeZone: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        PromotionInput: {
            name: string;
            /** @description Points of a credit are multiplied by it. Exactly one of `multiplier` and `bonusPoints`. */
            multiplier?: number | null;
            /** @description Added to each credit. Exactly one of `multiplier` and `bonusPoints`. */
            bonusPoints?: number | null;
            /** Format: date-time */
            startAt: string;
            /** Format: date-time */
            endAt: string;
            /** @description Only on these days (in `timeZone`); null: every day. */
            daysOfWeek?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[] | null;
            /** @description `HH:MM` in `timeZone`; with `endTime`, only from then on each day. */
            startTime?: string | null;
            /** @description `HH:MM` in `timeZone` (`24:00`: midnight); after `startTime`. */
            endTime?: string | null;
            /** @description IANA time zone name, e.g. `Europe/Berlin`: `daysOfWeek`, `startTime` and `endTime` are read on its wall clock. */
            timeZone: string;
        };
        Promotion: {
            id: string;
            programId: string;
            name: string;
            multiplier: number | null;
            bonusPoints: number | null;
            /** Format: date-time */
            startAt: string;
            /** Format: date-time */
            endAt: string;
            daysOfWeek: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[] | null;
            startTime: string | null;
            endTime: string | null;
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Automations: {
            welcome: {
                enabled: boolean;
                text: string;
                points: number;
            };
            birthday: {
                enabled: boolean;
                text: string;
                points: number;
                daysBefore: number;
            };
            winBack: {
                enabled: boolean;
                text: string;
                afterDays: number;
                points: number;
            };
            pointsExpiring: {
                enabled: boolean;
                text: string;
                daysBefore: number;
            };
        };
        AutomationsUpdate: {
            welcome: {
                /** @default false */
                enabled?: boolean;
                /**
                 * @description The message the member alone receives on the occasion (required once enabled)
                 * @default
                 */
                text?: string;
                /**
                 * @description Credited through the points ledger (source `automation`); 0: a message only
                 * @default 0
                 */
                points?: number;
            };
            birthday: {
                /** @default false */
                enabled?: boolean;
                /**
                 * @description The message the member alone receives on the occasion (required once enabled)
                 * @default
                 */
                text?: string;
                /**
                 * @description Credited through the points ledger (source `automation`); 0: a message only
                 * @default 0
                 */
                points?: number;
                /**
                 * @description Days before the birthday (in the program's time zone) it is sent; 0: on the day
                 * @default 0
                 */
                daysBefore?: number;
            };
            winBack: {
                /** @default false */
                enabled?: boolean;
                /**
                 * @description Days since the member's last scan (or joining, never scanned) before it is sent
                 * @default 30
                 */
                afterDays?: number;
                /**
                 * @description The message the member alone receives on the occasion (required once enabled)
                 * @default
                 */
                text?: string;
                /**
                 * @description Credited through the points ledger (source `automation`); 0: a message only
                 * @default 0
                 */
                points?: number;
            };
            pointsExpiring: {
                /** @default false */
                enabled?: boolean;
                /**
                 * @description Days before points expire that the member is reminded
                 * @default 14
                 */
                daysBefore?: number;
                /**
                 * @description The message the member alone receives on the occasion (required once enabled)
                 * @default
                 */
                text?: string;
            };
        };
        LocationCreate: {
            name: string;
            address: {
                line1: string;
                line2?: string | null;
                postalCode: string;
                city: string;
                /** @description ISO 3166-1 alpha-2 code such as `DE` (case-insensitive, stored upper-case) */
                country: string;
            };
            /** @description WGS 84 degrees, −90 to 90 */
            latitude: number;
            /** @description WGS 84 degrees, −180 to 180 */
            longitude: number;
            /** @description What the lock screen shows when an Apple pass of a program with this location comes up nearby (`relevantText` of pass.json). Null: Wallet shows the pass without a text. */
            relevantText?: string | null;
            /** @description IANA time zone name of the location, e.g. `Europe/Berlin` */
            timeZone: string;
        };
        Location: {
            id: string;
            merchantId: string;
            name: string;
            address: {
                line1: string;
                line2: string | null;
                postalCode: string;
                city: string;
                country: string;
            };
            latitude: number;
            longitude: number;
            relevantText: string | null;
            timeZone: string;
            /**
             * @description `archived`: deleted while in use (by a program or an entry); kept for history, usable nowhere
             * @enum {string}
             */
            status: "active" | "archived";
            archivedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LocationList: {
            items: {
                id: string;
                merchantId: string;
                name: string;
                address: {
                    line1: string;
                    line2: string | null;
                    postalCode: string;
                    city: string;
                    country: string;
                };
                latitude: number;
                longitude: number;
                relevantText: string | null;
                timeZone: string;
                /**
                 * @description `archived`: deleted while in use (by a program or an entry); kept for history, usable nowhere
                 * @enum {string}
                 */
                status: "active" | "archived";
                archivedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
        };
        LocationUpdate: {
            name?: string;
            address?: {
                line1: string;
                line2?: string | null;
                postalCode: string;
                city: string;
                /** @description ISO 3166-1 alpha-2 code such as `DE` (case-insensitive, stored upper-case) */
                country: string;
            };
            /** @description WGS 84 degrees, −90 to 90 */
            latitude?: number;
            /** @description WGS 84 degrees, −180 to 180 */
            longitude?: number;
            /** @description What the lock screen shows when an Apple pass of a program with this location comes up nearby (`relevantText` of pass.json). Null: Wallet shows the pass without a text. */
            relevantText?: string | null;
            /** @description IANA time zone name of the location, e.g. `Europe/Berlin` */
            timeZone?: string;
        };
        TeamList: {
            items: {
                userId: string;
                email: string;
                name: string;
                /** @enum {string} */
                role: "owner" | "manager" | "cashier";
                locationIds: string[];
            }[];
        };
        TeamMemberUpdate: {
            /** @enum {string} */
            role?: "owner" | "manager" | "cashier";
            /** @description The merchant's locations the person works at (24-hex ids); empty or omitted: all of them. Stored as given. */
            locationIds?: string[];
        };
        TeamMember: {
            userId: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "cashier";
            locationIds: string[];
        };
        InvitationList: {
            items: {
                id: string;
                email: string;
                /** @enum {string} */
                role: "manager" | "cashier";
                locationIds: string[];
                /** @enum {string} */
                status: "pending" | "accepted" | "revoked" | "expired";
                /**
                 * Format: date-time
                 * @description The link works until then
                 */
                expiresAt: string;
                /** Format: date-time */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it was last (re)sent
                 */
                sentAt: string;
            }[];
        };
        InvitationCreate: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "manager" | "cashier";
            /** @description The merchant's locations the person works at (24-hex ids); empty or omitted: all of them. Stored as given. */
            locationIds?: string[];
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "manager" | "cashier";
            locationIds: string[];
            /** @enum {string} */
            status: "pending" | "accepted" | "revoked" | "expired";
            /**
             * Format: date-time
             * @description The link works until then
             */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last (re)sent
             */
            sentAt: string;
        };
        InvitationAccept: {
            name: string;
            password: string;
        };
        AcceptedInvitation: {
            userId: string;
            merchantId: string;
            /** @enum {string} */
            role: "manager" | "cashier";
        };
        WebhookEvent_member_created: {
            /** @constant */
            type: "member.created";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The member */
                memberId: string;
                /** @description The loyalty program */
                programId: string;
                memberNumber: string;
                externalId: string | null;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        WebhookEvent_member_updated: {
            /** @constant */
            type: "member.updated";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The member */
                memberId: string;
                /** @description The loyalty program */
                programId: string;
                memberNumber: string;
                externalId: string | null;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @description Names of the fields the update changed */
                changedFields: string[];
            };
        };
        WebhookEvent_member_erased: {
            /** @constant */
            type: "member.erased";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The member */
                memberId: string;
                /** @description The program */
                programId: string;
                /** Format: date-time */
                erasedAt: string;
            };
        };
        WebhookEvent_points_changed: {
            /** @constant */
            type: "points.changed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The member */
                memberId: string;
                /** @description The program */
                programId: string;
                /** @description Points added (positive) or taken (negative) */
                delta: number;
                /** @description The member's points after the change */
                balance: number;
                /**
                 * @description What changed them: a scan at the counter, a rule, an offer's redemption, a manual adjustment…
                 * @enum {string}
                 */
                source: "rule" | "scan" | "redemption" | "manual" | "import" | "referral" | "expired" | "automation";
                reason: string | null;
                /** @description The location where it happened (`GET /v2/locations/{locationId}`); absent or null: not said */
                locationId?: string | null;
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_offer_redeemed: {
            /** @constant */
            type: "offer.redeemed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The offer */
                offerId: string;
                /** @description The program */
                programId: string;
                /** @description The member who redeemed it */
                memberId: string;
                pointsCost: number | null;
                /** @description The location where it happened (`GET /v2/locations/{locationId}`); absent or null: not said */
                locationId?: string | null;
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_pass_installed: {
            /** @constant */
            type: "pass.installed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The pass */
                passId: string;
                /** @description The program */
                programId: string;
                memberId: string | null;
                /** @enum {string} */
                wallet: "apple" | "google";
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_pass_removed: {
            /** @constant */
            type: "pass.removed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The pass */
                passId: string;
                /** @description The program */
                programId: string;
                memberId: string | null;
                /** @enum {string} */
                wallet: "apple" | "google";
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_giftcard_issued: {
            /** @constant */
            type: "giftcard.issued";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The gift card */
                cardId: string;
                /** @description The gift-card program */
                programId: string;
                lastFourDigits: string;
                currency: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                initialValue: string;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                createdAt: string;
            };
        };
        WebhookEvent_giftcard_redeemed: {
            /** @constant */
            type: "giftcard.redeemed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The gift card */
                cardId: string;
                /** @description The gift-card program */
                programId: string;
                lastFourDigits: string;
                currency: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description The amount redeemed or reloaded (positive)
                 * @example 25.00
                 */
                amount: string;
                /** @description The ledger entry's sequence on the card */
                sequence: number;
                /** @description The location where it happened (`GET /v2/locations/{locationId}`); absent or null: not said */
                locationId?: string | null;
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_giftcard_reloaded: {
            /** @constant */
            type: "giftcard.reloaded";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The gift card */
                cardId: string;
                /** @description The gift-card program */
                programId: string;
                lastFourDigits: string;
                currency: string;
                /**
                 * @description Decimal string, two places
                 * @example 25.00
                 */
                balance: string;
                /**
                 * @description The amount redeemed or reloaded (positive)
                 * @example 25.00
                 */
                amount: string;
                /** @description The ledger entry's sequence on the card */
                sequence: number;
                /** @description The location where it happened (`GET /v2/locations/{locationId}`); absent or null: not said */
                locationId?: string | null;
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_gdpr_erasure_completed: {
            /** @constant */
            type: "gdpr.erasure.completed";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The erasure request (GET /v2/giftcards/gdpr/erasure/{requestId} or /v2/loyalty/gdpr/erasure/{requestId}) */
                requestId: string;
                /** @enum {string} */
                status: "completed" | "no_match";
                /** @description Gift cards erased */
                affectedCards: string[];
                /** @description Loyalty members erased */
                affectedMembers: string[];
                /** Format: date-time */
                completedAt: string;
            };
        };
        WebhookEvent_message_sent: {
            /** @constant */
            type: "message.sent";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The message (GET /v2/loyalty/programs/{programId}/messages/{messageId}) */
                messageId: string;
                /** @description The loyalty program */
                programId: string;
                /** @enum {string} */
                kind: "marketing" | "service";
                /** @description Members the message went to */
                audienceCount: number;
                /** Format: date-time */
                sentAt: string;
            };
        };
        WebhookEvent_points_expired: {
            /** @constant */
            type: "points.expired";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The member */
                memberId: string;
                /** @description The program */
                programId: string;
                /** @description Points written off (positive): credits older than the program's `pointsExpiryDays`, the oldest first, that were not spent */
                points: number;
                /** @description The member's points after the expiry */
                balance: number;
                /** Format: date-time */
                at: string;
            };
        };
        WebhookEvent_webhook_test: {
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the event happened
             */
            timestamp: string;
            data: {
                /** @description The endpoint the test was sent to */
                webhookId: string;
                message: string;
            };
        };
    };
    responses: {
        /** @description Method Not Allowed: `{"detail":"Method Not Allowed"}`; `Allow` names the methods the path serves */
        MethodNotAllowed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
    };
    parameters: {
        /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifies the request in the server's logs; a well-formed client-sent `X-Request-Id` is echoed */
        "X-Request-Id": string;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
        /** @description Requests allowed per window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in this window (0 on a 429) */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the oldest request still counted leaves the sliding window (then one more is allowed) */
        "X-RateLimit-Reset": number;
        /** @description URL of the created resource */
        Location: string;
        /** @description `Bearer` */
        "WWW-Authenticate": string;
        /** @description The methods the path serves, e.g. `GET, PUT` */
        Allow: string;
        /** @description `true` when the answer repeats the first one given to this `Idempotency-Key` */
        "Idempotent-Replayed": "true";
        /** @description The stored PNG's SHA-256, quoted */
        ETag: string;
        /** @description `private, no-cache` */
        "Cache-Control": string;
        /** @description When it last changed (an image: when it was stored), as an HTTP date */
        "Last-Modified": string;
        /** @description `attachment; filename="…"`: the answer is a file to save (a pass: `<serialNumber>.pkpass`) */
        "Content-Disposition": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current user */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Access token */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Incorrect username or password */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many attempts: failed sign-ins, counted per account and client address (5 per 5 minutes), per client address (30) and per account (100); successful sign-ins do not count */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramCreate"];
            };
        };
        responses: {
            /** @description The created program. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. `templateId` names no template of this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: TEMPLATE_OF_OTHER_PROGRAM, TEMPLATE_KIND_UNSUITABLE, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listPrograms: {
        parameters: {
            query?: {
                q?: string | null;
                page?: number;
                limit?: number;
                offset?: number | null;
                status?: ("active" | "archived") | null;
                sort?: "-createdAt" | "createdAt" | "name" | "-name";
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of programs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramUpdate"];
            };
        };
        responses: {
            /** @description The updated program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant, or `templateId` names no template of this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: TEMPLATE_OF_OTHER_PROGRAM, TEMPLATE_KIND_UNSUITABLE */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; purged after the retention period */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's, or a deleted one, is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createPendingSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PendingSignupRequest"];
            };
        };
        responses: {
            /** @description Existing pending or abandoned signup resumed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingSignupResponse"];
                };
            };
            /** @description New pending signup */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingSignupResponse"];
                };
            };
            /** @description Business-rule violation. Codes: EMAIL_ALREADY_REGISTERED, INVALID_COUNTRY, CONSENT_TIMESTAMP_IN_FUTURE, INVALID_CONSENT_IP, DISPOSABLE_EMAIL_DOMAIN */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    activatePendingSignup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pendingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateSignupRequest"];
            };
        };
        responses: {
            /** @description Account active */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivateSignupResponse"];
                };
            };
            /** @description Business-rule violation. Codes: INVALID_OR_EXPIRED_CODE, WRONG_PASSWORD */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listGiftCards: {
        parameters: {
            query?: {
                status?: ("pending" | "active" | "suspended" | "expired" | "voided" | "depleted") | null;
                customerEmail?: string | null;
                lastFourDigits?: string | null;
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    issueGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardIssue"];
            };
        };
        responses: {
            /** @description The issued card. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCard"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD, PROGRAM_ARCHIVED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCard"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    lookUpGiftCard: {
        parameters: {
            query: {
                cardNumber: string;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCard"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No gift card of this merchant has this number */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteGiftCardProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    redeemGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardRedemption"];
            };
        };
        responses: {
            /** @description The card after the change, and the ledger entry. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardLedgerResult"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD, CARD_NOT_REDEEMABLE, INSUFFICIENT_BALANCE, LEDGER_BUSY, SECURITY_CODE_WRONG, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description `SECURITY_CODE_LOCKED`: too many wrong security codes for this card (`retryAfterSeconds`, `Retry-After`) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    reloadGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardAmount"];
            };
        };
        responses: {
            /** @description The card after the change, and the ledger entry. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardLedgerResult"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD, CARD_NOT_REDEEMABLE, BALANCE_LIMIT_EXCEEDED, LEDGER_BUSY, PROGRAM_ARCHIVED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listGdprRequests: {
        parameters: {
            query?: {
                kind?: ("erasure" | "export") | null;
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GdprRecordPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    eraseGiftCardCustomer: {
        parameters: {
            query?: {
                programId?: string | null;
                cardId?: string | null;
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardErasureRequest"];
            };
        };
        responses: {
            /** @description Outcome. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardErasureResponse"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId or cardId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getGdprRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GdprRecord"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such request for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    exportGiftCardCustomer: {
        parameters: {
            query?: {
                programId?: string | null;
                cardId?: string | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardExportRequest"];
            };
        };
        responses: {
            /** @description The export: JSON by default; `text/csv; charset=utf-8` when `format` is `csv` (with `Content-Disposition: attachment` and the audit record's id in `X-Gdpr-Request-Id`) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardExport"];
                    "text/csv": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId or cardId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    searchMerchants: {
        parameters: {
            query?: {
                q?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching merchants */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSearchResult"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listLoyaltyGdprRequests: {
        parameters: {
            query?: {
                kind?: ("erasure" | "export") | null;
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullGdprRecordPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    eraseLoyaltyMember: {
        parameters: {
            query?: {
                programId?: string | null;
                memberId?: string | null;
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoyaltyErasureRequest"];
            };
        };
        responses: {
            /** @description Outcome. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyErasureResponse"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId, cardId or memberId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getLoyaltyGdprRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullGdprRecord"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such request for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    exportLoyaltyMember: {
        parameters: {
            query?: {
                programId?: string | null;
                memberId?: string | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoyaltyExportRequest"];
            };
        };
        responses: {
            /** @description The export (JSON; CSV when format is csv) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyExport"];
                    "text/csv": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId, cardId or memberId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    erasePerson: {
        parameters: {
            query?: {
                programId?: string | null;
                memberId?: string | null;
                cardId?: string | null;
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonErasureRequest"];
            };
        };
        responses: {
            /** @description Outcome. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonErasureResponse"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId, cardId or memberId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    exportPerson: {
        parameters: {
            query?: {
                programId?: string | null;
                memberId?: string | null;
                cardId?: string | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonExportRequest"];
            };
        };
        responses: {
            /** @description The export (JSON; CSV when format is csv) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonExport"];
                    "text/csv": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. The programId, cardId or memberId is not one of this merchant's */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive and ready */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Alive, but the database is not reachable (`database.ready` false) */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted; a link is on its way if the address has an account */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAccepted"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many attempts: reset requests, counted per client address (10 an hour) and per e-mail address (3 an hour) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description Password changed; sign in with the new one */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: RESET_TOKEN_INVALID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description Updated profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Password changed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: WRONG_PASSWORD */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many attempts: the sign-in throttle of the account and client address */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Templates */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateCreate"];
            };
        };
        responses: {
            /** @description The created template. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateUpdate"];
            };
        };
        responses: {
            /** @description The updated template */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PASS_TYPE_LOCKED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listTemplateImages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Images */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassImageList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteTemplateImages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (also when there was none) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listTemplateImagesOfType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Images */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassImageList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteTemplateImagesOfType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (also when there was none) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getTemplateImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
                resolution: "normal" | "high" | "ultra";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template, or no image in this slot */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    uploadTemplateImage: {
        parameters: {
            query?: {
                derive?: boolean;
                fit?: "contain" | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
                resolution: "normal" | "high" | "ultra";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description The stored image */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassImage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED. `{"detail": "There was an error parsing the body"}` (`HTTPError`): a malformed multipart body (FastAPI's answer) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template for this merchant (another merchant's template is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Image larger than IMAGE_MAX_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteTemplateImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                templateId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
                resolution: "normal" | "high" | "ultra";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such template, or no image in this slot */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferCreate"];
            };
        };
        responses: {
            /** @description The created offer. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_ARCHIVED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferUpdate"];
            };
        };
        responses: {
            /** @description The updated offer */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: OFFER_NOT_DRAFT, OFFER_NOT_PUBLISHED, OFFER_CANCELLED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: OFFER_NOT_DRAFT, OFFER_NOT_PUBLISHED, OFFER_CANCELLED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    publishOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published offer */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: OFFER_NOT_DRAFT, OFFER_NOT_PUBLISHED, OFFER_CANCELLED, PROGRAM_ARCHIVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    cancelOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled offer */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: OFFER_NOT_DRAFT, OFFER_NOT_PUBLISHED, OFFER_CANCELLED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listOfferCardImages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Images */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassImageList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getOfferCardImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not Modified: `If-None-Match` names the current `ETag`; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such offer, or no image of this type */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    uploadOfferCardImage: {
        parameters: {
            query?: {
                derive?: boolean;
                fit?: "contain" | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description The stored image */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassImage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED. `{"detail": "There was an error parsing the body"}` (`HTTPError`): a malformed multipart body (FastAPI's answer) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Image larger than IMAGE_MAX_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteOfferCardImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
                type: "logo" | "icon" | "strip" | "footer" | "background" | "thumbnail";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such offer, or no image of this type */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    archiveProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's, or a deleted one, is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_ALREADY_ARCHIVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    unarchiveProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's, or a deleted one, is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_ARCHIVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    duplicateProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramDuplicate"];
            };
        };
        responses: {
            /** @description The copy. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's, or a deleted one, is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                q?: string | null;
                status?: ("active" | "suspended" | "erased") | null;
                sort?: ("name" | "-name" | "points" | "-points" | "lastVisit" | "-lastVisit" | "joined" | "-joined") | null;
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of members */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberCreate"];
            };
        };
        responses: {
            /** @description The new member. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, MEMBER_EXISTS, PROGRAM_ARCHIVED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member with points and tier */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdate"];
            };
        };
        responses: {
            /** @description The changed member */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, MEMBER_EXISTS, MEMBER_ERASED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listMemberPoints: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ledger entries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsEntryPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    adjustMemberPoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointsAdjustment"];
            };
        };
        responses: {
            /** @description The ledger entry, with the balance after it. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsEntry"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, INSUFFICIENT_POINTS, MEMBER_ERASED, LEDGER_BUSY, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    scanMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Scan"];
            };
        };
        responses: {
            /** @description The member after the scan, and the ledger entry. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanResult"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way); `MEMBER_NOT_FOUND` (`{"detail":{"code","message"}}`) for an unknown member number */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, MEMBER_NOT_ACTIVE, SCAN_TOO_SOON, SCAN_DAILY_LIMIT, LEDGER_BUSY, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listRedemptions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of redemptions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionPage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or offer for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    redeemOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedemptionCreate"];
            };
        };
        responses: {
            /** @description The redemption. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redemption"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program, offer or member for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, OFFER_NOT_LIVE, MEMBER_NOT_ACTIVE, POINTS_BELOW_MINIMUM, POINTS_ABOVE_MAXIMUM, INSUFFICIENT_POINTS, LIMIT_PER_CUSTOMER_REACHED, OFFER_SOLD_OUT, LEDGER_BUSY, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listMemberProfileChanges: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of profile changes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileChangePage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    importMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberImport"];
            };
        };
        responses: {
            /** @description One result per row, and how many rows had each outcome. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberImportResults"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, PROGRAM_ARCHIVED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the batch's limit (4 MiB) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    exportMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members as CSV */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's program is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description The endpoint and its signing secret. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: WEBHOOK_LIMIT_REACHED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpdate"];
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRotation"];
            };
        };
        responses: {
            /** @description The endpoint and its new secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued delivery */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery log */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such webhook or delivery for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listAppKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppKeyList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createAppKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppKeyCreate"];
            };
        };
        responses: {
            /** @description The key, with its secret `token` (shown only here). A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAppKey"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: APP_KEY_LIMIT_REACHED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    revokeAppKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                appKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such app key for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getMemberGoogleWalletLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The save link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleWalletSaveLink"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, GOOGLE_WALLET_NOT_CONFIGURED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Google Wallet refused the pass or did not answer (`{"detail": "…"}`); try again later */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getGiftCardGoogleWalletLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The save link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleWalletSaveLink"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD, GOOGLE_WALLET_NOT_CONFIGURED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Google Wallet refused the pass or did not answer (`{"detail": "…"}`); try again later */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    registerPassDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string & unknown;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskitRegistration"];
            };
        };
        responses: {
            /** @description Already registered; no body */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Registered; no body */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `Authorization: ApplePass <authenticationToken>` is missing or is not this serial number's token (`{"detail": …}`, `WWW-Authenticate: ApplePass`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description A pass we issued, but of another pass type than its program's, or whose member or gift card was purged */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description More than 20 requests for this pass in 600 s (after its token checked out); see `Retry-After` */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    unregisterPassDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string & unknown;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unregistered; no body */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `Authorization: ApplePass <authenticationToken>` is missing or is not this serial number's token (`{"detail": …}`, `WWW-Authenticate: ApplePass`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description A pass we issued, but of another pass type than its program's, or whose member or gift card was purged */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listUpdatedPasses: {
        parameters: {
            query?: {
                passesUpdatedSince?: string | null;
            };
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string & unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Passes changed since the tag */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskitSerialNumbers"];
                };
            };
            /** @description No pass changed since the tag; no body */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getLatestPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passTypeIdentifier: string & unknown;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pass (`application/vnd.apple.pkpass`, a signed zip) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.pkpass": string;
                };
            };
            /** @description Not Modified: `If-Modified-Since` is not before the last change; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `Authorization: ApplePass <authenticationToken>` is missing or is not this serial number's token (`{"detail": …}`, `WWW-Authenticate: ApplePass`) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description A pass we issued, but of another pass type than its program's, or whose member or gift card was purged */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description More than 60 requests for this pass in 60 s (after its token checked out); see `Retry-After` */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    logPassDeviceMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskitLog"];
            };
        };
        responses: {
            /** @description Received; no body */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getWalletState: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletState"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listAppleCertificates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificates */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppleCertificateList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    uploadAppleCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AppleCertificateUpload"];
            };
        };
        responses: {
            /** @description The stored certificate's metadata */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppleCertificate"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED, CERTIFICATE_MISSING, CERTIFICATE_PASSWORD_WRONG, CERTIFICATE_UNREADABLE, CERTIFICATE_KEY_MISSING, PRIVATE_KEY_UNREADABLE, CERTIFICATE_KEY_MISMATCH, CERTIFICATE_NOT_PASS_TYPE_ID, CERTIFICATE_EXPIRED, CERTIFICATE_NOT_YET_VALID, CERTIFICATE_NOT_FROM_WWDR, CERTIFICATE_UNVERIFIABLE, CERTIFICATE_TEAM_MISMATCH, CERTIFICATE_PASS_TYPE_MISMATCH, CERTIFICATE_PASS_TYPE_UNUSED. `{"detail": "There was an error parsing the body"}` (`HTTPError`): a malformed multipart body (FastAPI's answer) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteAppleCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such certificate for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    setGoogleWalletConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleWalletConfig"];
            };
        };
        responses: {
            /** @description The configuration (never the key) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleWalletConfigState"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED, GOOGLE_SERVICE_ACCOUNT_KEY_INVALID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteGoogleWalletConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getOverview: {
        parameters: {
            query?: {
                days?: number;
                locationId?: string | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The numbers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Overview"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such location for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    joinProgramPublicly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublicJoin"];
            };
        };
        responses: {
            /** @description Accepted: the same answer for a new and an existing member */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicJoinAccepted"];
                };
            };
            /** @description No such loyalty program (unknown, deleted and gift-card programs alike) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_ARCHIVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    replaceMemberCardLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The old link is dead; the new one is on its way to the member */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardLinkSent"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, MEMBER_ERASED, MEMBER_HAS_NO_EMAIL */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    replaceGiftCardLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The old link is dead; the new one is on its way to the card's customer */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardLinkSent"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD, CARD_HAS_NO_EMAIL */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getMemberApplePass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed pass (a ZIP archive: pass.json, manifest.json, signature, images, pass.strings) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.pkpass": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such member in this program for this merchant (deleted members too) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getGiftCardApplePass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed pass (a ZIP archive: pass.json, manifest.json, signature, images, pass.strings) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.pkpass": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such card in this program for this merchant (deleted cards too) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_GIFTCARD */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getSampleApplePass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed pass (a ZIP archive: pass.json, manifest.json, signature, images, pass.strings) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apple.pkpass": string;
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    openCardByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenCardByCode"];
            };
        };
        responses: {
            /** @description The code was right: the card page's path */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardOpened"];
                };
            };
            /** @description Business-rule violation. Codes: CODE_INVALID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description No such loyalty program (unknown, deleted and gift-card programs alike) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    stopMarketingByCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardToken"];
            };
        };
        responses: {
            /** @description Consent withdrawn */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSelfServiceDone"];
                };
            };
            /** @description No card behind this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    requestCardErasureCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardToken"];
            };
        };
        responses: {
            /** @description The code is on its way to the member's e-mail */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSelfServiceDone"];
                };
            };
            /** @description No card behind this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    eraseCardByCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseCardByCode"];
            };
        };
        responses: {
            /** @description Erased */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSelfServiceDone"];
                };
            };
            /** @description Business-rule violation. Codes: CODE_INVALID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description No card behind this token */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    confirmMarketingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmMarketing"];
            };
        };
        responses: {
            /** @description Confirmed (now or before) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSelfServiceDone"];
                };
            };
            /** @description No pending or confirmed consent behind this link */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per minute per client IP address (in any 60 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                offset?: number | null;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or message for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageCreate"];
            };
        };
        responses: {
            /** @description The stored message */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or message for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, PROGRAM_ARCHIVED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    countMessageAudience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageAudienceRequest"];
            };
        };
        responses: {
            /** @description How many members it would reach */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAudienceCount"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or message for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    cancelMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled message */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or message for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: MESSAGE_ALREADY_SENDING */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listPromotions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promotions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or promotion for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInput"];
            };
        };
        responses: {
            /** @description The created promotion. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or promotion for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY, PROGRAM_ARCHIVED, PROMOTION_LIMIT_REACHED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                promotionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or promotion for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updatePromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                promotionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInput"];
            };
        };
        responses: {
            /** @description The updated promotion */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or promotion for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deletePromotion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
                promotionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program or promotion for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getAutomations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program's automations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Automations"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateAutomations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                programId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationsUpdate"];
            };
        };
        responses: {
            /** @description The stored automations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Automations"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such program for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: PROGRAM_NOT_LOYALTY */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                includeArchived?: boolean;
            };
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key (per merchant) with the same request within 24 hours answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice. Another request with a used key: 422. While the first request with the key runs: the second waits, then 409 `IDEMPOTENCY_KEY_IN_USE`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationCreate"];
            };
        };
        responses: {
            /** @description The location. A replay for a used `Idempotency-Key` sends `Idempotent-Replayed: true` */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: LOCATION_LIMIT_REACHED, IDEMPOTENCY_KEY_IN_USE (a request with the same `Idempotency-Key` is still running; sent with `Retry-After`) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error; also `idempotency_key_reused` at `["header","idempotency-key"]` when the `Idempotency-Key` was used with another request */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such location for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationUpdate"];
            };
        };
        responses: {
            /** @description The location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such location for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    deleteLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or archived when in use */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_READ_ONLY, APP_KEY_OUTSIDE_TEMPLATES. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such location for this merchant (another merchant's is reported the same way) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listTeamMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberUpdate"];
            };
        };
        responses: {
            /** @description The member as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such active member of this merchant's team */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: LAST_OWNER */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such active member of this merchant's team */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: LAST_OWNER */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCreate"];
            };
        };
        responses: {
            /** @description The invitation (its link is only in the e-mail) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: ALREADY_IN_A_TEAM, INVITATION_PENDING, INVITATION_LIMIT_REACHED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                invitation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such invitation for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: INVITATION_NOT_PENDING */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Support staff: the merchant to act for (24 hex characters; required with a bearer token). Merchant users act for their own merchant: a well-formed value is ignored, a malformed one answers 422 at `["header", "x-merchant-id"]` like a staff member's. */
                "X-Merchant-Id"?: string;
            };
            path: {
                invitation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Business-rule violation. Codes: MERCHANT_SCOPE_REQUIRED */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Missing or invalid credentials (`Not authenticated` / `Could not validate credentials`), with `WWW-Authenticate: Bearer` */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description App key not allowed here, codes: APP_KEY_NOT_ALLOWED. `ROLE_NOT_ALLOWED` (`{"detail":{"code","message"}}`): the caller's role in the team may not call it (`x-roles`). `Cross-site request rejected` (`{"detail":"…"}`): a write authenticated by the dashboard's session cookie that does not come from the dashboard's own origin (never with a bearer token) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"] | components["schemas"]["HTTPError"];
                };
            };
            /** @description `MERCHANT_NOT_FOUND` (`{"detail":{"code","message"}}`): support staff named a merchant in `X-Merchant-Id` that does not exist. No such invitation for this merchant */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] | components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: INVITATION_NOT_PENDING */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitation: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAccept"];
            };
        };
        responses: {
            /** @description The account, its merchant and role: sign in with the e-mail and the password */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            /** @description No such invitation link */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Business-rule violation. Codes: ALREADY_IN_A_TEAM */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Business-rule violation. Codes: INVITATION_USED, INVITATION_REVOKED, INVITATION_EXPIRED */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceError"];
                };
            };
            /** @description Request body over the size limit (1 MiB for JSON) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Rate limited (20 requests per 600 seconds per client IP address (in any 600 seconds; IPv6 by its /64)) */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Unexpected error; the `X-Request-Id` response header identifies it in the logs */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Service Unavailable: the database is not reachable (answered within 2 s). Retry after `Retry-After` seconds; requests succeed again by themselves once it is back */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    event_member_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_member_created"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_member_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_member_updated"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_member_erased: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_member_erased"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_points_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_points_changed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_offer_redeemed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_offer_redeemed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_pass_installed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_pass_installed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_pass_removed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_pass_removed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_giftcard_issued: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_giftcard_issued"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_giftcard_redeemed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_giftcard_redeemed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_giftcard_reloaded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_giftcard_reloaded"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_gdpr_erasure_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_gdpr_erasure_completed"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_message_sent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_message_sent"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_points_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_points_expired"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_webhook_test: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry and redelivery (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones far from now */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (two during a rotation's grace period) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent_webhook_test"];
            };
        };
        responses: {
            /** @description Received; any other answer (or none within 5 s) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
