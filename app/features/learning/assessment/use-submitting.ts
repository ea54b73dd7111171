import { useLocation, useNavigation } from "react-router";

/**
 * True from the moment this page's form posts until the result page has loaded (the action's
 * redirect), so the overlay does not flicker off between the two. Other forms (sign out) don't count.
 */
export function useSubmitting() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return false;
  return navigation.formAction?.split("?")[0] === location.pathname;
}
