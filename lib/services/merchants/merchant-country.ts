import { makeRoomFor } from "@/lib/bounded-map";
import { Merchant } from "@/lib/db/models/merchant";

/** Bounds the memory: a full map is cleared (a miss costs one read by `_id`). */
const MAX_ENTRIES = 10_000;

// One map per process, also when Next bundles this module into several route chunks.
const globalForCountries = globalThis as typeof globalThis & {
  __merchantCountries?: Map<string, string | null>;
};
globalForCountries.__merchantCountries ??= new Map();
const countries: Map<string, string | null> = globalForCountries.__merchantCountries;

/**
 * The country the merchant gave at signup (null for accounts made without one). It is written once, when the
 * merchant is created (`create-account.ts`, or `$setOnInsert` on activation), and nothing changes it after, so
 * a process keeps what it read: creating a program costs its insert alone (decision 062). A merchant not
 * (yet) stored is not kept.
 */
export async function merchantCountryOf(merchantId: string): Promise<string | null> {
  if (countries.has(merchantId)) return countries.get(merchantId) ?? null;
  const merchant = await Merchant.findById(merchantId, { country: 1 }).lean();
  if (!merchant) return null;
  makeRoomFor(countries, merchantId, MAX_ENTRIES);
  const country = merchant.country ?? null;
  countries.set(merchantId, country);
  return country;
}
