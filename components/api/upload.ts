import { type ApiResult, parseApiError, unreadableProblem } from "@/components/api/parse-api-error";
import { actingForHeaders } from "@/components/dashboard/dashboard-fetch";

/**
 * POSTs one file as multipart with XMLHttpRequest, because fetch cannot report upload progress. Same headers as
 * `dashboardFetch`, and failures are read by the same `parseApiError` as every other call.
 */
export function uploadWithProgress<T>({
  url,
  file,
  field = "image",
  onProgress,
}: {
  url: string;
  file: Blob;
  field?: string;
  onProgress: (percent: number) => void;
}): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(actingForHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const headers = { get: (name: string) => request.getResponseHeader(name) };
      if (request.status < 200 || request.status >= 300) {
        resolve({
          ok: false,
          problem: parseApiError({ status: request.status, body: request.response, headers }),
        });
        return;
      }
      try {
        resolve({ ok: true, data: JSON.parse(request.responseText) as T });
      } catch {
        resolve({ ok: false, problem: unreadableProblem(request.status) });
      }
    };
    request.onerror = () => resolve({ ok: false, problem: parseApiError({ status: 0, body: null }) });
    const form = new FormData();
    form.set(field, file);
    request.send(form);
  });
}
