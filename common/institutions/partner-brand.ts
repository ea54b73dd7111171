import { institutionLogoSrc } from "./institution-logo";

/** An institution's logo as the learner's header shows it beside ours (the spec's Branding). */
export type PartnerBrand = { name: string; logoSrc: string };

/**
 * The seat holder's institution's logo, while its contract runs (outside it the seat opens
 * nothing, so the header does not suggest otherwise). Read from the session's seat: no query.
 */
export function partnerBrandOf(
  seat: { institutionName: string; logoKey: string | null; contractActive: boolean } | null,
): PartnerBrand | null {
  if (!seat?.logoKey || !seat.contractActive) return null;
  return { name: seat.institutionName, logoSrc: institutionLogoSrc(seat.logoKey) };
}
