import {
  claimCertificate,
  downloadCertificate,
} from "@server/learning/certificates/certificate-actions";
import type { Route } from "./+types/certificate";

// GET: the learner's certificate as a PDF. POST: award one earned before it could be.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return downloadCertificate(context, request, params.courseId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return claimCertificate(context, request, params.courseId);
}
