import type { Metadata } from "next";
import { REGISTER_PATHS, type RegisterPath } from "@/lib/modules/account/contract";
import { accountMetadata } from "@/lib/modules/account/meta";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { RegisterScreen } from "@/lib/modules/account/ui/register-screen";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("register");

// /app/register[?type=company|beneficiary][&token=<beneficiary invitation>]
async function RegisterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery("/app/register", sp));
  const type = param(sp, "type");
  const initialPath = (REGISTER_PATHS as readonly string[]).includes(type) ? (type as RegisterPath) : null;
  return <RegisterScreen firmName={tenant.name} firmOpen={tenant.statusId === 1} initialPath={initialPath} inviteToken={param(sp, "token") || null} />;
}

export default withMessages(RegisterPage, ["account.errors", "account.password", "account.register"]);
