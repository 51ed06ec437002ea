import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { PERSON_NO_SUBJECT_MESSAGE } from "@/lib/schemas/loyalty-gdpr";
import { eraseSubjectData } from "@/lib/services/gdpr/erase-subject-data";
import { toPersonErasureResult } from "@/lib/services/gdpr/gdpr-record-dto";

// POST /v2/gdpr/erasure — erase a person from gift cards and loyalty members in one request (the /gdpr form)
export const POST = withApi(
  LOYALTY_GDPR_OPERATIONS.erasePerson,
  async ({ query, body, merchantId, user }) => {
    const outcome = await eraseSubjectData({
      merchantId,
      requester: { userId: user.userId, role: user.role },
      covers: ["giftCards", "members"],
      query,
      input: body,
      noSubjectMessage: PERSON_NO_SUBJECT_MESSAGE,
    });
    return Response.json(toPersonErasureResult(outcome));
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
