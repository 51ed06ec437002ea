// Every model of the app, imported for their side effect (mongoose registers each model once), so tools that
// prepare collections and indexes see all of them — also in the compiled server, which cannot list files.
// all-models.test.ts fails when a model file in lib/db/models is missing here.
import "@/lib/db/models/app-key";
import "@/lib/db/models/apple-pass-certificate";
import "@/lib/db/models/apple-pass-registration";
import "@/lib/db/models/apple-pass-version";
import "@/lib/db/models/card-link";
import "@/lib/db/models/apple-development-certificate";
import "@/lib/db/models/counted-event";
import "@/lib/db/models/gdpr-request";
import "@/lib/db/models/gift-card";
import "@/lib/db/models/gift-card-entry";
import "@/lib/db/models/google-wallet-credentials";
import "@/lib/db/models/google-wallet-object";
import "@/lib/db/models/idempotency-key";
import "@/lib/db/models/job-claim";
import "@/lib/db/models/location";
import "@/lib/db/models/member";
import "@/lib/db/models/member-code";
import "@/lib/db/models/member-key";
import "@/lib/db/models/member-points-entry";
import "@/lib/db/models/member-points-head";
import "@/lib/db/models/member-profile-change";
import "@/lib/db/models/member-removal";
import "@/lib/db/models/merchant";
import "@/lib/db/models/offer";
import "@/lib/db/models/offer-redemption";
import "@/lib/db/models/outbox-claim";
import "@/lib/db/models/outbox-message";
import "@/lib/db/models/overview-day";
import "@/lib/db/models/overview-tally";
import "@/lib/db/models/pass-image";
import "@/lib/db/models/pass-image-data";
import "@/lib/db/models/pass-install-event";
import "@/lib/db/models/pass-message";
import "@/lib/db/models/pass-message-claim";
import "@/lib/db/models/program-automation";
import "@/lib/db/models/automation-occasion";
import "@/lib/db/models/pass-message-delivery";
import "@/lib/db/models/pass-message-event";
import "@/lib/db/models/password-reset";
import "@/lib/db/models/program";
import "@/lib/db/models/promotion";
import "@/lib/db/models/purge-task";
import "@/lib/db/models/redemption-slot";
import "@/lib/db/models/team-invitation";
import "@/lib/db/models/template";
import "@/lib/db/models/user";
import "@/lib/db/models/webhook";
import "@/lib/db/models/webhook-delivery";
import mongoose from "mongoose";
import type { IndexedModel } from "@/lib/db/embedded/pushdown-indexes";

/** The registered models (after the imports above ran). */
export function allModels(): IndexedModel[] {
  return Object.values(mongoose.models) as IndexedModel[];
}
