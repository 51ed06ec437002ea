import { type ReadBodyResult, readLimitedBytes } from "@/lib/api/read-limited";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";

/** A file part of a multipart body, as the body schema's `uploadFile()` field receives it. */
export type UploadedFile = { kind: "file"; filename: string; contentType: string; bytes: Buffer };

/** Boundaries, part headers and the other fields of an upload form: generous, and small beside the image. */
export const MULTIPART_FRAMING_BYTES = 16 * 1024;

export const multipartLimitBytes = (): number => getEnv().IMAGE_MAX_BYTES + MULTIPART_FRAMING_BYTES;

const isMultipart = (contentType: string | null): boolean =>
  (contentType ?? "").toLowerCase().trimStart().startsWith("multipart/form-data");

/**
 * Reads a multipart/form-data body (413 before reading when Content-Length is too large, and a cut-off while
 * streaming when it is absent) into `{ field: string | UploadedFile }`. Another media type is an empty form,
 * so the schema reports the file part as missing, as FastAPI does.
 */
export async function readMultipartBody(request: Request, limitBytes: number): Promise<ReadBodyResult> {
  const contentType = request.headers.get("content-type");
  const bytes = await readLimitedBytes(request, limitBytes);
  if (!isMultipart(contentType) || bytes.length === 0) return { ok: true, value: {}, isEmpty: true };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": contentType ?? "" },
    }).formData();
  } catch {
    throw new ApiError(400, "There was an error parsing the body");
  }
  const value: Record<string, string | UploadedFile> = {};
  for (const [name, entry] of form.entries()) {
    value[name] =
      typeof entry === "string"
        ? entry
        : {
            kind: "file",
            filename: entry.name,
            contentType: entry.type,
            bytes: Buffer.from(await entry.arrayBuffer()),
          };
  }
  return { ok: true, value, isEmpty: false };
}
