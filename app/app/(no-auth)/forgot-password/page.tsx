import type { Metadata } from "next";
import { accountMetadata } from "@/lib/modules/account/meta";
import { requireFirm } from "@/lib/modules/account/page-tenant";
import { ForgotPasswordScreen } from "@/lib/modules/account/ui/forgot-password-screen";
import { withMessages } from "@/i18n/page-messages";

export const generateMetadata = (): Promise<Metadata> => accountMetadata("forgot");

async function ForgotPasswordPage() {
  await requireFirm("/app/forgot-password");
  return <ForgotPasswordScreen />;
}

export default withMessages(ForgotPasswordPage, ["account.errors", "account.forgot"]);
