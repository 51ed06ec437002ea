import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteMetadata } from "@/app/site-metadata";

const metadata = siteMetadata("en");

const PUBLIC_DIR = path.resolve(__dirname, "../../public");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const publicFile = (url: string) => path.join(PUBLIC_DIR, url.replace(/^\//, ""));

describe("brand assets", () => {
  it("has a web app manifest whose icons exist at the sizes it declares", () => {
    const manifest = JSON.parse(readFileSync(publicFile("/manifest.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ name: "LoyaltyPass", start_url: "/programs", display: "standalone" });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(existsSync(publicFile(icon.src))).toBe(true);
      if (icon.type !== "image/png") continue;
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(publicFile(icon.src))).toEqual({ width, height });
    }
  });

  it("has a favicon (an ICO holding a 32 px PNG) and a 1200×630 social preview", () => {
    const ico = readFileSync(publicFile("/favicon.ico"));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.subarray(23, 26).toString("latin1")).toBe("PNG");
    expect(pngSize(publicFile("/og-image.png"))).toEqual({ width: 1200, height: 630 });
  });

  it("is announced by the root layout: manifest, icons and the preview for shared links", () => {
    expect(metadata.manifest).toBe("/manifest.webmanifest");
    const files = [
      ...JSON.stringify(metadata.icons).matchAll(/"url":"([^"]+)"/g),
      ...JSON.stringify(metadata.openGraph).matchAll(/"url":"([^"]+)"/g),
    ].map((match) => match[1] ?? "");
    expect(files).toEqual(
      expect.arrayContaining(["/favicon.ico", "/icons/apple-touch-icon.png", "/og-image.png"]),
    );
    for (const file of files) expect(existsSync(publicFile(file))).toBe(true);
  });

  it("describes the site in the page's language", () => {
    expect(siteMetadata("en").description).toMatch(/^Loyalty and gift-card programs/);
    expect(siteMetadata("de").description).toMatch(/^Treue- und Geschenkkartenprogramme/);
    expect(siteMetadata("de").openGraph).toMatchObject({ locale: "de_DE" });
  });
});
