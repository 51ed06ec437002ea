import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportMembers } from "@/app/v2/loyalty/programs/[programId]/members/export/route";
import { POST as uploadTemplateImage } from "@/app/v2/templates/[templateId]/images/[type]/[resolution]/route";
import { POST as createTemplate } from "@/app/v2/templates/route";
import { createApiClient } from "@/components/api/client";
import { type DownloadProgress, downloadWithProgress, fileNameOf } from "@/components/api/download";
import { uploadAnswerOf, uploadFormOf, uploadUrlOf } from "@/components/api/upload";
import type { components } from "@/components/api/v2";
import { pixelRule } from "@/lib/passes/image-rules";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { imageOf } from "@/lib/testing/images";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

type PassImage = components["schemas"]["PassImage"];
type Account = Awaited<ReturnType<typeof merchantWithToken>>;

const EXPORT_PATH = /^\/v2\/loyalty\/programs\/([^/]+)\/members\/export$/;
let server: Server;
let baseUrl: string;
let owner: Account;

beforeAll(async () => {
  owner = await merchantWithToken("Transfer Café");
  // The export route behind a real HTTP server: the download reads what comes over the wire, as it streams.
  server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://localhost");
    const programId = EXPORT_PATH.exec(url.pathname)?.[1];
    if (!programId) {
      outgoing.writeHead(404, { "Content-Type": "application/json" }).end('{"detail":"Not Found"}');
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    const response = await exportMembers(new Request(url, { headers }), {
      params: Promise.resolve({ programId }),
    });
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void outgoing.end();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) outgoing.write(read.value);
    outgoing.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clientAs = (token: string) =>
  createApiClient({
    baseUrl,
    fetch: (request) => {
      request.headers.set("Authorization", `Bearer ${token}`);
      return fetch(request);
    },
  });

describe("uploadWithProgress's request", () => {
  const path = "/v2/templates/{templateId}/images/{type}/{resolution}" as const;

  it("builds the URL from the operation's typed path and parameters, as the typed client does", () => {
    const params = { path: { templateId: "a b/c", type: "logo", resolution: "high" } };
    expect(uploadUrlOf(path, params)).toBe("/v2/templates/a%20b%2Fc/images/logo/high");
    expect(uploadUrlOf(path, { ...params, query: { fit: "contain" } })).toBe(
      "/v2/templates/a%20b%2Fc/images/logo/high?fit=contain",
    );
    expect(uploadUrlOf(path, { ...params, query: { fit: undefined } })).toBe(
      "/v2/templates/a%20b%2Fc/images/logo/high",
    );
  });

  it("reaches the real route: its query is read there (fit) and its answer read as every call's", async () => {
    const created = await callRoute(createTemplate, {
      json: { name: "Upload", passType: "storeCard" },
      token: owner.token,
    });
    const templateId = (created.data as { id: string }).id;
    const slot = { templateId, type: "logo", resolution: "high" } as const;
    const rule = pixelRule("storeCard", "logo", "high");
    if (!rule) throw new Error("storeCard logos have a rule");
    const oversized = new Blob([new Uint8Array(await imageOf(rule.maxWidth * 2, rule.maxHeight))], {
      type: "image/png",
    });
    const send = async (query: { fit?: "contain" }) => {
      const answer = await callRoute(uploadTemplateImage, {
        method: "POST",
        path: uploadUrlOf(path, { path: slot, query }),
        params: slot,
        formData: uploadFormOf({ image: oversized }),
        token: owner.token,
      });
      return uploadAnswerOf<PassImage>({ status: answer.status, text: answer.text, headers: answer.headers });
    };

    const refused = await send({});
    expect(!refused.ok && refused.problem).toMatchObject({ status: 422, code: "VALIDATION_ERROR" });
    expect(!refused.ok && refused.problem.issues[0]?.loc).toEqual(["body", "image"]);

    const fitted = await send({ fit: "contain" });
    expect(fitted.ok).toBe(true);
    if (!fitted.ok) return;
    expect(fitted.data).toMatchObject({ templateId, type: "logo", resolution: "high" });
    expect(fitted.data.width).toBeLessThanOrEqual(rule.maxWidth);
    expect(fitted.data.height).toBeLessThanOrEqual(rule.maxHeight);
  });

  it("reads a proxy's HTML page, an unreadable success and no answer as problems", () => {
    const html = uploadAnswerOf({ status: 502, text: "<h1>Bad Gateway</h1>", headers: new Headers() });
    expect(!html.ok && html.problem.code).toBe("SERVER_ERROR");
    const garbled = uploadAnswerOf({ status: 200, text: "<html>", headers: new Headers() });
    expect(!garbled.ok && garbled.problem.code).toBe("UNREADABLE_RESPONSE");
    const none = uploadAnswerOf({ status: 0, text: "", headers: new Headers() });
    expect(!none.ok && none.problem).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("downloadWithProgress", () => {
  it("reads the streamed export through the typed client, reporting the bytes as they arrive", async () => {
    const program = await loyaltyProgram(owner.merchantId, { name: "Export Me" });
    for (const name of ["ada", "bea", "cem"])
      await joinedMember(owner.merchantId, program.id, { email: `${name}@example.com` });
    const progress: DownloadProgress[] = [];
    const result = await downloadWithProgress("/v2/loyalty/programs/{programId}/members/export", {
      params: { path: { programId: program.id } },
      fallbackName: "members.csv",
      onProgress: (step) => progress.push(step),
      client: clientAs(owner.token),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { blob, fileName } = result.data;
    expect(fileName).toMatch(/^members-export-me-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blob.type).toMatch(/^text\/csv/);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    for (const name of ["ada", "bea", "cem"]) expect(lines.join("\n")).toContain(`${name}@example.com`);
    const received = progress.map((step) => step.receivedBytes);
    expect(received[0]).toBe(0);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(received.at(-1)).toBe(blob.size);
  });

  it("answers another merchant's program as a 404 problem, and saves nothing", async () => {
    const stranger = await merchantWithToken("Someone Else");
    const program = await loyaltyProgram(stranger.merchantId);
    const progress: DownloadProgress[] = [];
    const result = await downloadWithProgress("/v2/loyalty/programs/{programId}/members/export", {
      params: { path: { programId: program.id } },
      fallbackName: "members.csv",
      onProgress: (step) => progress.push(step),
      client: clientAs(owner.token),
    });
    expect(!result.ok && result.problem).toMatchObject({ status: 404 });
    expect(progress).toEqual([]);
  });

  it("names the file from Content-Disposition, plain or RFC 5987, else the fallback", () => {
    expect(fileNameOf('attachment; filename="members-a.csv"', "x.csv")).toBe("members-a.csv");
    expect(fileNameOf("attachment; filename*=UTF-8''Mitglieder%20%C3%BC.csv", "x.csv")).toBe(
      "Mitglieder ü.csv",
    );
    expect(fileNameOf("attachment", "x.csv")).toBe("x.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });
});
