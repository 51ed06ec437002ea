import { serveRequest } from "@/lib/api/serve-request";
import { notFound } from "@/lib/errors/api-error";

const answerNotFound = serveRequest("(unknown)", async () => {
  throw notFound();
});

// ANY /v2/* without a route — FastAPI's JSON 404 instead of the HTML page
export {
  answerNotFound as DELETE,
  answerNotFound as GET,
  answerNotFound as HEAD,
  answerNotFound as OPTIONS,
  answerNotFound as PATCH,
  answerNotFound as POST,
  answerNotFound as PUT,
};
