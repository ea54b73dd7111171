import { seatRefusalMessage } from "@common/institutions/seat-refusals";
import { ssoSeatRefusedTitle } from "@common/institutions/sso-sign-in";
import type { FlashToast } from "@common/toast";
import type { SsoLanding } from "./sso-sign-in";

/**
 * What a person sees after a single sign-on: their new seat, or, still signed in, why they
 * have none (in seatRefusalMessage's words, which say what to do).
 */
export function ssoLandingToast({ institution, seat }: SsoLanding, title: string): FlashToast {
  if (seat.ok) {
    return seat.alreadyHeld
      ? { type: "success", title }
      : { type: "success", title, description: `You now have a seat at ${institution.name}.` };
  }
  return {
    type: "warning",
    title: ssoSeatRefusedTitle(institution.name),
    description: seatRefusalMessage(seat.refusal, institution),
  };
}
