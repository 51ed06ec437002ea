import type { ClientPathsWithMethod, ParamsOption } from "openapi-fetch";
import { type ApiClient, callApi } from "@/components/api/call-api";
import { apiClient } from "@/components/api/client";
import { type ApiResult, networkProblem } from "@/components/api/parse-api-error";
import type { paths } from "@/components/api/v2";

type GetPath = ClientPathsWithMethod<ApiClient, "get">;

/** Bytes read so far, and the whole size when the server said it (a streamed export does not). */
export type DownloadProgress = { receivedBytes: number; totalBytes: number | null };

export type DownloadedFile = { blob: Blob; fileName: string };

/** `attachment; filename="members-x.csv"` (or RFC 5987's `filename*=UTF-8''…`) → the name; else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {}
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? "")?.[1];
  return plain?.trim() || fallback;
}

async function readAll(
  body: ReadableStream<Uint8Array>,
  totalBytes: number | null,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalBytes });
  }
}

type DownloadOptions<Path extends GetPath> = ParamsOption<paths[Path]["get"]> & {
  onProgress: (progress: DownloadProgress) => void;
  /** The name when the answer has no `Content-Disposition` file name. */
  fallbackName: string;
  /** Another client (tests against a local server); the dashboard's by default. */
  client?: ApiClient;
};

/**
 * GETs a file the API answers (a CSV export) through the typed client, reading it as it streams in so the page
 * can show how much has arrived. Failures, before or during the transfer, are one `ApiProblem` as everywhere.
 * Hand the file to the browser with `saveFile`.
 */
export async function downloadWithProgress<Path extends GetPath>(
  path: Path,
  options: DownloadOptions<Path>,
): Promise<ApiResult<DownloadedFile>> {
  const { onProgress, fallbackName, client = apiClient } = options;
  const params = (options as { params?: unknown }).params;
  // The path and parameters were checked against the operation above; openapi-fetch's overloads cannot follow
  // a path that is itself generic.
  const get = client.GET as (
    path: string,
    init: { params?: unknown; parseAs: "stream" },
  ) => Promise<{ data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response }>;
  const result = await callApi(get(path, { params, parseAs: "stream" }));
  if (!result.ok) return result;
  const { response } = result;
  const length = Number(response?.headers.get("content-length"));
  const totalBytes = Number.isSafeInteger(length) && length > 0 ? length : null;
  onProgress({ receivedBytes: 0, totalBytes });
  let chunks: Uint8Array[];
  try {
    chunks = result.data ? await readAll(result.data, totalBytes, onProgress) : [];
  } catch {
    return { ok: false, problem: networkProblem() };
  }
  const type = response?.headers.get("content-type") ?? "application/octet-stream";
  return {
    ok: true,
    data: {
      blob: new Blob(chunks as BlobPart[], { type }),
      fileName: fileNameOf(response?.headers.get("content-disposition") ?? null, fallbackName),
    },
    response,
  };
}

/** Hands a file to the browser's downloads, under this name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not now: some browsers start reading the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
