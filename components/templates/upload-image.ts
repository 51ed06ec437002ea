import { actingForHeaders } from "@/components/dashboard/dashboard-fetch";

export type UploadOutcome = { status: number; body: unknown };

/**
 * POSTs one file as multipart `image` with XMLHttpRequest, because fetch cannot report upload progress.
 * Status 0 means the request never reached the server.
 */
export function uploadImage({
  url,
  file,
  onProgress,
}: {
  url: string;
  file: Blob;
  onProgress: (percent: number) => void;
}): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(actingForHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: request.response });
    request.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.set("image", file);
    request.send(form);
  });
}

/** The image's size as the browser decodes it; null when it cannot (the server then says why). */
export async function measureImage(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The first human-readable message of an API error body. */
export function errorMessageOf(body: unknown): string | null {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined;
    if (typeof first?.msg === "string") return first.msg.replace(/^Value error, /, "");
  }
  const coded = detail as { message?: unknown } | undefined;
  return typeof coded?.message === "string" ? coded.message : null;
}
