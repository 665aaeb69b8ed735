// Server part of the password-link pages: the firm from the host, the link checked without using it,
// then the form, the "invalid link" page or (firm activation) the "already active" page.
import "server-only";
import type { PasswordLinkKind } from "../contract";
import { passwordLinkStatus } from "../link-status";
import { param, pathWithQuery, requireFirm, type SearchParams } from "../page-tenant";
import { FirmAlreadyActive, InvalidLink } from "./invalid-link";
import { SetPasswordScreen } from "./set-password-screen";

export async function PasswordLinkPage({ kind, pathname, searchParams }: { kind: PasswordLinkKind; pathname: string; searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(pathname, sp));
  const token = param(sp, "token");
  const status = await passwordLinkStatus(kind, token, tenant);
  if (status === "firmActive") return <FirmAlreadyActive />;
  if (status === "invalid") return <InvalidLink kind={kind} />;
  return <SetPasswordScreen kind={kind} token={token} firmName={tenant.name} />;
}
