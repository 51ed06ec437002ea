import { describe, expect, it } from "vitest";
import { languageOfRequest } from "./language-of-request";

const request = (headers: Record<string, string>) => new Request("http://localhost/v2/x", { headers });

describe("languageOfRequest", () => {
  it("prefers the saved choice in the cookie over the browser's language", () => {
    expect(languageOfRequest(request({ cookie: "a=1; lp_lang=de", "accept-language": "en-US" }))).toBe("de");
    expect(languageOfRequest(request({ cookie: "lp_lang=en", "accept-language": "de-DE" }))).toBe("en");
  });

  it("falls back to Accept-Language, then English", () => {
    expect(languageOfRequest(request({ "accept-language": "de-AT,en;q=0.5" }))).toBe("de");
    expect(languageOfRequest(request({ cookie: "lp_lang=fr" }))).toBe("en");
    expect(languageOfRequest(request({}))).toBe("en");
  });
});
