import { withApi } from "@/lib/api/with-api";
import { notFound } from "@/lib/errors/api-error";

const answerNotFound = withApi({ auth: "none" }, async () => {
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
