import { beforeAll, describe, expect, it } from "vitest";
import { MerchantLocation } from "@/lib/db/models/location";
import { LOCATION_LIMITS, locationListSchema, locationResponseSchema } from "@/lib/schemas/location";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import { GET as getOne, DELETE as remove, PUT as update } from "./[locationId]/route";
import { POST as create, GET as list } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Detail = { detail: { type: string; loc: (string | number)[] }[] };
let owner: Account;
let other: Account;

const BERLIN = {
  name: "Mitte",
  address: { line1: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "de" },
  latitude: 52.5291,
  longitude: 13.4013,
  relevantText: "Your coffee card",
  timeZone: "Europe/Berlin",
};
const add = (json: unknown, token = owner.token) => callRoute(create, { path: "/v2/locations", json, token });
const at = (locationId: string, token = owner.token) => ({
  path: `/v2/locations/${locationId}`,
  params: { locationId },
  token,
});
const locs = (data: unknown) => (data as Detail).detail.map((item) => [item.type, item.loc.join(".")]);

beforeAll(async () => {
  owner = await merchantWithToken("Two Branches");
  other = await merchantWithToken("Elsewhere");
});

describe("/v2/locations", () => {
  it("creates, reads, lists, updates and deletes a location", async () => {
    const created = await add(BERLIN);
    expect(created.status).toBe(201);
    const body = locationResponseSchema.parse(created.data);
    expect(created.headers.get("location")).toBe(`/v2/locations/${body.id}`);
    expect(body).toMatchObject({
      name: "Mitte",
      address: { line1: "Torstraße 1", line2: null, country: "DE" },
      latitude: 52.5291,
      status: "active",
      archivedAt: null,
    });
    expect((await callRoute(getOne, at(body.id))).data).toEqual(body);
    const listed = await callRoute(list, { path: "/v2/locations", token: owner.token });
    expect(locationListSchema.parse(listed.data).items.map((item) => item.id)).toContain(body.id);
    const updated = await callRoute(update, {
      ...at(body.id),
      method: "PUT",
      json: { name: "Mitte II", relevantText: null },
    });
    expect(updated.data).toMatchObject({ name: "Mitte II", relevantText: null, latitude: 52.5291 });
    expect((await callRoute(remove, { ...at(body.id), method: "DELETE" })).status).toBe(204);
    expect((await callRoute(getOne, at(body.id))).status).toBe(404);
  });

  it("checks bounds: name, coordinates, country, time zone and relevantText", async () => {
    const bad = await add({
      ...BERLIN,
      name: "",
      latitude: 90.5,
      longitude: -181,
      relevantText: "x".repeat(LOCATION_LIMITS.relevantTextMaxLength + 1),
      timeZone: "Mars/Olympus",
      address: { line1: "A", postalCode: "1", city: "B", country: "XX" },
    });
    expect(bad.status).toBe(422);
    expect(locs(bad.data)).toEqual([
      ["string_too_short", "body.name"],
      ["value_error", "body.address.country"],
      ["less_than_equal", "body.latitude"],
      ["greater_than_equal", "body.longitude"],
      ["string_too_long", "body.relevantText"],
      ["value_error", "body.timeZone"],
    ]);
    expect(locs((await add({ ...BERLIN, address: { ...BERLIN.address, country: "DEU" } })).data)).toEqual([
      ["string_too_long", "body.address.country"],
    ]);
    expect(locs((await add({ name: "x" })).data)).toEqual([
      ["missing", "body.address"],
      ["missing", "body.latitude"],
      ["missing", "body.longitude"],
      ["missing", "body.timeZone"],
    ]);
    expect(await MerchantLocation.countDocuments({ merchantId: owner.merchantId, name: "" })).toBe(0);
  });

  it("answers 404 for another merchant's location, an unknown and a malformed id", async () => {
    const mine = locationResponseSchema.parse((await add(BERLIN)).data);
    expect((await callRoute(getOne, at(mine.id, other.token))).status).toBe(404);
    expect((await callRoute(remove, { ...at(mine.id, other.token), method: "DELETE" })).status).toBe(404);
    expect(
      (await callRoute(update, { ...at(mine.id, other.token), method: "PUT", json: { name: "Mine" } }))
        .status,
    ).toBe(404);
    expect((await callRoute(getOne, at("0123456789abcdef01234567"))).status).toBe(404);
    expect((await callRoute(getOne, at("nope"))).status).toBe(422);
    const listed = await callRoute(list, { path: "/v2/locations", token: other.token });
    expect(locationListSchema.parse(listed.data).items).toEqual([]);
    expect((await callRoute(getOne, at(mine.id))).data).toMatchObject({ name: "Mitte" });
  });

  it("archives a location a program names instead of removing it; the program must name its own", async () => {
    const location = locationResponseSchema.parse((await add({ ...BERLIN, name: "Used" })).data);
    const program = await loyaltyProgram(owner.merchantId, { locationIds: [location.id] });
    expect(program.locationIds).toEqual([location.id]);
    await expect(loyaltyProgram(other.merchantId, { locationIds: [location.id] })).rejects.toMatchObject({
      status: 404,
    });
    expect((await callRoute(remove, { ...at(location.id), method: "DELETE" })).status).toBe(204);
    const archived = await callRoute(getOne, at(location.id));
    expect(archived.data).toMatchObject({ status: "archived", name: "Used" });
    const active = await callRoute(list, { path: "/v2/locations", token: owner.token });
    expect(locationListSchema.parse(active.data).items.map((item) => item.id)).not.toContain(location.id);
    const all = await callRoute(list, { path: "/v2/locations?includeArchived=true", token: owner.token });
    expect(locationListSchema.parse(all.data).items.map((item) => item.id)).toContain(location.id);
    await expect(loyaltyProgram(owner.merchantId, { locationIds: [location.id] })).rejects.toMatchObject({
      status: 404,
    });
  });

  it(`refuses one more than ${LOCATION_LIMITS.maxPerMerchant} active locations with 409 LOCATION_LIMIT_REACHED`, async () => {
    const full = await merchantWithToken("Chain");
    const rows = Array.from({ length: LOCATION_LIMITS.maxPerMerchant }, (_, index) => ({
      ...BERLIN,
      name: `Branch ${index}`,
      merchantId: full.merchantId,
    }));
    await MerchantLocation.insertMany(rows);
    const refused = await add(BERLIN, full.token);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ detail: { code: "LOCATION_LIMIT_REACHED" } });
  });
});
