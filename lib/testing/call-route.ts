type RouteHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Serialized as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is. */
  body?: string;
  /** Sent as multipart/form-data (the Request sets the boundary). */
  formData?: FormData;
  params?: Record<string, string>;
  token?: string;
};

export type CallResult = { status: number; headers: Headers; data: unknown; text: string };

/** Calls an App Router handler the way Next does, with a real Request and the route's params. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  let body: string | FormData | undefined = options.formData ?? options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const request = new Request(`http://localhost${options.path ?? "/v2/test"}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: response.status, headers: response.headers, data, text };
}
