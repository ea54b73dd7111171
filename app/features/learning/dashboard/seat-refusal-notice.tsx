import { isSsoSeatRefusal } from "@common/institutions/sso-sign-in";
import { Alert } from "~/components/ui/alert";
import { useRootData } from "~/lib/root-data";

/**
 * After a single sign-on that could give no seat (docs/product/institutions.md#seats), the reason stays on the dashboard,
 * not only in a toast that fades: with or without JavaScript, the person reads what to do.
 */
export function SeatRefusalNotice() {
  const flash = useRootData()?.toast;
  if (!flash || !isSsoSeatRefusal(flash.title)) return null;
  return (
    <Alert role="status" variant="danger" title={flash.title}>
      {flash.description}
    </Alert>
  );
}
