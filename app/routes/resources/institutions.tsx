import {
  addInstitutionAction,
  searchInstitutionsAnswer,
} from "@server/accounts/institution-picker";
import type { Route } from "./+types/institutions";

/** GET ?q= : the sign-up picker's search; POST name: its "Add" (decision 0047). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return searchInstitutionsAnswer(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addInstitutionAction(request, context);
}
