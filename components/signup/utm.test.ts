import { describe, expect, it } from "vitest";
import { captureUtm, readStoredUtm, UTM_STORAGE_KEY, utmFromSearch } from "./utm";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("utmFromSearch", () => {
  it("reads the three UTM parameters", () => {
    expect(utmFromSearch("?utm_source=newsletter&utm_medium=email&utm_campaign=launch")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "launch",
    });
  });

  it("keeps missing ones null and ignores other parameters", () => {
    expect(utmFromSearch("?ref=x&utm_source=%20partner%20&utm_term=coffee")).toEqual({
      source: "partner",
      medium: null,
      campaign: null,
    });
  });

  it("is null without any UTM value", () => {
    expect(utmFromSearch("")).toBeNull();
    expect(utmFromSearch("?utm_source=&page=2")).toBeNull();
  });

  it("clips values to the API's limit", () => {
    expect(utmFromSearch(`?utm_campaign=${"x".repeat(300)}`)?.campaign).toHaveLength(200);
  });
});

describe("captureUtm", () => {
  it("stores the first landing URL's values and keeps them on later visits", () => {
    const storage = memoryStorage();
    captureUtm("?utm_source=newsletter&utm_campaign=launch", storage);
    captureUtm("?utm_source=ads&utm_medium=cpc", storage);
    expect(readStoredUtm(storage)).toEqual({ source: "newsletter", medium: null, campaign: "launch" });
  });

  it("waits for a URL that carries UTM values", () => {
    const storage = memoryStorage();
    captureUtm("", storage);
    captureUtm("?utm_medium=email", storage);
    expect(readStoredUtm(storage)).toEqual({ source: null, medium: "email", campaign: null });
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => captureUtm("?utm_source=x", broken)).not.toThrow();
    expect(readStoredUtm(broken)).toBeNull();
  });

  it("ignores stored values that are not UTM data", () => {
    expect(readStoredUtm(memoryStorage({ [UTM_STORAGE_KEY]: "{oops" }))).toBeNull();
    expect(readStoredUtm(memoryStorage({ [UTM_STORAGE_KEY]: '{"source":42}' }))).toBeNull();
  });
});
