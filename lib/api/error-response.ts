import type { ApiError } from "@/lib/errors/api-error";

/** The FastAPI-shaped body of an ApiError: `{"detail": …}` with its status and headers. */
export function errorResponse(error: ApiError): Response {
  return Response.json({ detail: error.detail }, { status: error.status, headers: error.headers });
}
