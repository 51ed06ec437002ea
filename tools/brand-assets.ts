import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureChromium } from "./chromium";
import { ROOT } from "./runtime";

// npm run brand:assets — renders public/logo.svg (the mark the dashboard draws) into the favicon, app icons and
// the social preview image with Debian's Chromium. Run it after changing the logo; the outputs are committed.

const PUBLIC_DIR = path.join(ROOT, "public");
const ICON_SIZES = [
  { file: "icons/icon-192.png", size: 192 },
  { file: "icons/icon-512.png", size: 512 },
  { file: "icons/apple-touch-icon.png", size: 180 },
];

/** An ICO file holding one PNG (supported by every browser since Vista-era ICO readers). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ["--no-sandbox", "--headless=new", "--disable-gpu"],
  });
  const logo = readFileSync(path.join(PUBLIC_DIR, "logo.svg"), "utf8");
  const page = await browser.newPage();
  const render = async (size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${logo}`,
    );
    return page.screenshot({ omitBackground: true });
  };
  for (const { file, size } of ICON_SIZES) writeFileSync(path.join(PUBLIC_DIR, file), await render(size));
  writeFileSync(path.join(PUBLIC_DIR, "favicon.ico"), pngToIco(await render(32), 32));

  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<style>
    body{margin:0;width:1200px;height:630px;display:grid;place-items:center;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;
      background:linear-gradient(135deg,#eef2ff,#f5f3ff);color:#1e1b4b}
    .card{display:grid;grid-template-columns:180px 1fr;gap:48px;align-items:center;width:980px}
    svg{width:180px;height:180px}
    h1{font-size:72px;margin:0 0 16px;letter-spacing:-1px}
    p{font-size:34px;margin:0;color:#4338ca;line-height:1.3}
  </style><div class="card">${logo}<div><h1>LoyaltyPass</h1><p>Loyalty and gift-card programs as Apple Wallet and Google Wallet passes, with a REST API.</p></div></div>`);
  writeFileSync(path.join(PUBLIC_DIR, "og-image.png"), await page.screenshot());
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
