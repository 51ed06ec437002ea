import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Echoes a well-formed client id so partners can correlate logs; otherwise mints one. */
export function requestIdFor(request: Request): string {
  return requestIdFromHeader(request.headers.get(REQUEST_ID_HEADER));
}

export function requestIdFromHeader(fromClient: string | null | undefined): string {
  return fromClient && CLIENT_REQUEST_ID.test(fromClient) ? fromClient : randomUUID();
}
