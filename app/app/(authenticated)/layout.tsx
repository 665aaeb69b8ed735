import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "@/lib/modules/shell/ui/app-shell";
import { getPageSession, getPageTenant } from "@/lib/modules/auth/page-session";
import { SESSION_COOKIE } from "@/lib/server/auth/session";
import { shellData } from "@/lib/modules/shell/service";
import { setupStateOf } from "@/lib/modules/shell/setup-state";
import { DateFormatProvider } from "@/lib/shared/format/date-format-context";
import { DASHBOARD_PATH, forcedSetupPath, LOGIN_PATH, NOT_FOUND_PATH, SESSION_ENDED_PARAM } from "@/lib/shared/navigation";

// Screens of signed-in users: unknown firm → 404 page, no valid session → login, incomplete setup → settings.
export default async function AuthenticatedLayout({ children }: { children: React.ReactNode }) {
  const tenant = await getPageTenant();
  if (tenant === "unknown") redirect(NOT_FOUND_PATH);
  const requested = (await headers()).get("x-pathname") ?? DASHBOARD_PATH;
  const session = tenant ? await getPageSession() : null;
  if (!session) {
    const params = new URLSearchParams({ next: requested });
    if ((await cookies()).has(SESSION_COOKIE)) params.set(SESSION_ENDED_PARAM, "ended");
    redirect(`${LOGIN_PATH}?${params}`);
  }
  const forced = forcedSetupPath(setupStateOf(session.details), requested.split("?")[0]);
  if (forced) redirect(forced);
  // The user's date order (profile preference) for every screen's dates and date inputs, from the first render.
  return (
    <DateFormatProvider value={session.details.preferences?.dateFormat}>
      <AppShell data={await shellData(session)} me={session.details}>
        {children}
      </AppShell>
    </DateFormatProvider>
  );
}
