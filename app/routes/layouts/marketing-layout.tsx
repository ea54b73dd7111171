import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { VerifyEmailBanner } from "~/components/layout/verify-email-banner";
import { useRootData } from "~/lib/root-data";

export default function MarketingLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      {root?.user && !root.user.emailVerified && <VerifyEmailBanner email={root.user.email} />}
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
