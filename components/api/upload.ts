import {
  type ClientPathsWithMethod,
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type MethodResponse,
  type ParamsOption,
} from "openapi-fetch";
import type { ApiClient } from "@/components/api/call-api";
import { actingForHeaders } from "@/components/api/dashboard-fetch";
import { type ApiResult, parseApiError, unreadableProblem } from "@/components/api/parse-api-error";
import type { paths } from "@/components/api/v2";

type PostPath = ClientPathsWithMethod<ApiClient, "post">;
type MultipartOf<Operation> = Operation extends {
  requestBody: { content: { "multipart/form-data": infer Fields } };
}
  ? Fields
  : never;

/** The POST operations that take a multipart body (image and certificate uploads). */
export type UploadPath = {
  [Path in PostPath]: MultipartOf<paths[Path]["post"]> extends never ? never : Path;
}[PostPath];

/** The operation's multipart fields: files as `Blob`s (the document types binary fields as strings). */
export type UploadFields<Path extends UploadPath> = {
  [Field in keyof MultipartOf<paths[Path]["post"]>]: Blob | string;
};

export type UploadAnswer<Path extends UploadPath> = MethodResponse<ApiClient, "post", Path>;

/** The URL of an upload, from the operation's typed path and parameters, as the typed client builds it. */
export function uploadUrlOf<Path extends UploadPath>(
  path: Path,
  params: { path?: Record<string, unknown>; query?: Record<string, unknown> } = {},
  baseUrl = "",
): string {
  return createFinalURL(path, {
    baseUrl,
    params,
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}

/** A finished request's status, body text and headers as the one `ApiResult` every call answers. */
export function uploadAnswerOf<T>({
  status,
  text,
  headers,
}: {
  status: number;
  text: string;
  headers: Pick<Headers, "get">;
}): ApiResult<T> {
  if (status === 0) return { ok: false, problem: parseApiError({ status: 0, body: null }) };
  if (status < 200 || status >= 300)
    return { ok: false, problem: parseApiError({ status, body: text, headers }) };
  try {
    return { ok: true, data: JSON.parse(text) as T };
  } catch {
    return { ok: false, problem: unreadableProblem(status) };
  }
}

/** The multipart body of an upload: each field that has a value. */
export function uploadFormOf(fields: Record<string, Blob | string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}

type UploadOptions<Path extends UploadPath> = ParamsOption<paths[Path]["post"]> & {
  fields: UploadFields<Path>;
  /** Whole percent of the body sent, 0–100. */
  onProgress: (percent: number) => void;
};

/**
 * POSTs a multipart upload with XMLHttpRequest, because fetch cannot report upload progress. Typed like the
 * client: the operation's path and parameters, its multipart fields, and its answer. Same headers as
 * `dashboardFetch`; failures are read by the same `parseApiError` as every other call.
 *
 *   uploadWithProgress("/v2/templates/{templateId}/images/{type}/{resolution}", {
 *     params: { path: { templateId, type, resolution }, query: { fit: "contain" } },
 *     fields: { image: file },
 *     onProgress: setPercent,
 *   });
 */
export function uploadWithProgress<Path extends UploadPath>(
  path: Path,
  options: UploadOptions<Path>,
): Promise<ApiResult<UploadAnswer<Path>>> {
  const { fields, onProgress } = options;
  const params = (options as { params?: Parameters<typeof uploadUrlOf>[1] }).params;
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", uploadUrlOf(path, params));
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(actingForHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve(
        uploadAnswerOf({
          status: request.status,
          text: request.responseText,
          headers: { get: (name: string) => request.getResponseHeader(name) },
        }),
      );
    request.onerror = () => resolve(uploadAnswerOf({ status: 0, text: "", headers: new Headers() }));
    request.send(uploadFormOf(fields));
  });
}
