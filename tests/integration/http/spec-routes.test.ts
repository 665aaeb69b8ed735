// Issue 15 "Done when": every route of spec section 2 and every call of section 7 exists. The lists are the
// spec's, written out here (the spec lives outside the repository); a screen is a page.tsx under app/app
// (route groups aside, {x} a dynamic segment), the spec's `{token}` route is the catch-all that opens a
// questionnaire link's page (lib/modules/questionnaires/short-link.ts), and a call is a route handler under
// app/api answering POST (GET for the QuickBooks consent redirect). A missing one would answer 404.
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Spec section 2: the screens under /app/ (with the token pages of its "Reachable with a token" line). */
const SPEC_SCREENS = [
  "/dashboard", "/default-user", "/paf-generation", "/individuals",
  "/quickbook-settings", "/google-drive", "/users", "/quickbooks/status",
  "/profile", "/invoice-list", "/pending-invoice", "/generate-invoice",
  "/customers", "/customer-details/{itemId}", "/basic-settings", "/basic-configuration",
  "/company-documents", "/documents", "/branch-create", "/branch-edit/{id}",
  "/branch-list", "/branchdetails/{itemId}", "/petitions", "/cases",
  "/ref-cases", "/paf-requests", "/i9-list", "/i9-details/{itemId}",
  "/I9-questionnaire/{itemId}", "/video-call", "/employees", "/employers",
  "/verifiers-list", "/auth-signatories", "/company/details/{itemId}", "/petitioner-details/{itemId}",
  "/petitioner-edit/{itemId}", "/verifier-info/{itemId}", "/i9-reports", "/work-authorization-reports",
  "/paf-reports", "/purged-paf", "/purged-i9", "/beneficiaries",
  "/lcalist", "/pwd-list", "/tasks-list", "/petition-details/{id}",
  "/gc-employment-details/{id}", "/pwd-case-details/{id}", "/dropbox-config", "/ms",
  "/setpassword", "/public/account-activation", "/public/account-activation-invite", "/auth/sign-tpl-prepare-status",
  "/auth/on-esign-complete", "/auth/on-esign-url-complete", "/google-drive-check", "/i9/fill-verifier-info/{itemId}",
  "/filled-i9-details/{itemId}", "/anonymous-meeting/{itemId}", "/login", "/register",
  "/policy-terms", "/forgot-password", "/resend-link", "/terms",
  "/privacy-policy", "/public/reset-password", "/public/set-password", "/public/activate-user-account",
  "/public/confirm-sponsorship-questionnaire", "/auth/sign-document", "/verify-email", "/error-404",
  "/fill-questionnaire", "/filled-case-details", "/fill-perm-questionnaire", "/filled-perm-case-details",
  "/fill-Petitioner-questionnaire", "/fill-sponsor-questionnaire", "/fill-lca-anonymous-user", "/filled-cap-registration-details",
  "/fill-cap-registration", "/i9/fill-verifier-info", "/filled-i9-details",
] as const;

/** Spec section 7: the calls (under /api/; the billing API's under /api/payapi/; spell check included). */
const SPEC_CALLS = [
  "auth/login", "auth/signup", "auth/switch-account", "auth/change-password",
  "auth/forgot-password", "auth/update-password", "auth/verify-email", "auth/invite-petitioner",
  "auth/request-activation-email", "auth/request-activation-key", "auth/checkCompanyApproval", "users/login-user-details",
  "users/activate", "users/register", "users/resend-verify-link", "tenant/invite",
  "tenant/register", "tenant/details", "tenant/update", "tenant/update-status",
  "tenant/delete", "tenant/get-checklist", "tenant/resend-activation-key", "users/list",
  "users/details", "users/update", "users/update-profile-picture", "users/manage-status",
  "delete-my-profile/request", "delete-my-profile/revert", "masterdata/list", "petition/details",
  "petition/list", "petition/create", "petition/update", "petition/activity-list",
  "petition/assign-a-role", "petition/manage-document-upload", "petition/upload-forms-and-letters", "petition/upload-beneficiary-docs",
  "petition/accept-beneficiary-docs", "petition/update-forms-and-letters-version", "petition/upload-scanned-copy", "petition/delete-scanned-copy",
  "petition/download-scanned-copy", "petition/upload-rfe-response-docs", "petition/req-rfe-response-docs-approval", "petition/manage-tracking-details",
  "petition/manage-approval-process", "petition/upload-uscis-docs", "petition/request-for-petitioner-sign", "petition/confirm-review-completed",
  "petition/send-questionnaire", "petition/entity-bulk-replace", "petition/get-stats-by-user", "petition/download-details-as-pdf",
  "petition/generate-pdf", "rfe-petition/details", "rfe-petition/list", "rfe-petition/activity-list",
  "rfe-petition/assign-a-role", "rfe-petition/manage-approval-process", "rfe-petition/manage-rfe-notice", "rfe-petition/upload-scanned-copy",
  "rfe-petition/manage-tracking-details", "rfe-petition/request-for-petitioner-sign", "perm/details", "perm/create",
  "perm/generate-pdf", "perm/upload-forms-and-letters", "perm/confirm-review-completed", "gc-petition/details",
  "gc-petition/list", "gc-petition/create", "gc-petition/update", "gc-petition/delete",
  "gc-petition/activity-list", "gc-petition/assign-a-role", "gc-petition/manage-edit-option", "gc-petition/generate-pdf-form-document",
  "gc-petition/pdf-form-version-list", "gc-petition/save-pdf-form-version", "gc-petition/download-all-forms", "gc-petition/download-documents",
  "generate-pdf-form-document", "filled-forms-and-letters/download", "filled-forms-and-letters/delete", "form-letter/create",
  "form-letter/update", "form-letter/details", "form-letter/delete", "lca/request",
  "lca/list", "lca/details", "lca/update", "lca/update-status",
  "lca/activity-list", "s3/upload", "s3/delete", "s3/get-signed-url",
  "common/local-upload", "company/list", "company/details", "company/update",
  "company/update-status", "company/documents-save", "company/documents-delete", "invoices/create",
  "invoices/update", "invoices/details", "petition/filing-fees", "rfepetition/filing-fees",
  "dashboard", "dashboard/get-stats", "notify/list", "notify/remove",
  "todos/list", "reminders/save", "reminders/list", "reminders/update",
  "reminders/update-status", "communication/list", "communication/user-list", "communication/save",
  "support-tickets/create", "support-tickets/update", "support-tickets/list", "support-tickets/assign",
  "support-tickets/details", "support-tickets/comment", "support-tickets/comment-list", "walls/list",
  "i9/get-active-i9-cases", "ai-tools/case-list", "quickbooks/save-config", "quickbooks/get-customers-list",
  "quickbooks/create-customer", "quickbooks/link-customer", "quickbook/auth", "quickbook/customer-availability",
  "payapi/invoices/list", "payapi/masterdata/list", "payapi/plans/subscribe", "payapi/plans/upgrade",
  "payapi/plans/unSubscribe", "payapi/plans/cancel", "payapi/plans/list", "payapi/plans/list-for-end-users",
  "payapi/plans/get-selected-plan", "payapi/subscribers/update-billing-details", "payapi/billing/attach-payment-method", "payapi/billing/get-payment-methods",
  "payapi/billing/charge-for-plan", "payapi/coupons/create", "payapi/coupons/validate", "sentence-suggestions",
] as const;

/** GET instead of POST: the browser is sent there. */
const GET_CALLS = new Set(["quickbook/auth"]);

const APP = path.join(process.cwd(), "app/app");

/** Every page of app/app as its URL pattern: "(group)" folders dropped, "[x]" kept. */
function pagePatterns(dir = APP, segs: string[] = []): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) {
      if (name === "page.tsx") out.push("/" + segs.join("/"));
      continue;
    }
    out.push(...pagePatterns(full, /^\(.*\)$/.test(name) ? segs : [...segs, name]));
  }
  return out;
}

/** Does a page pattern serve a spec route? "{itemId}" matches any "[x]" segment; letter case counts. */
function serves(pattern: string, route: string): boolean {
  const p = pattern.split("/");
  const r = route.split("/");
  return p.length === r.length && p.every((seg, i) => seg === r[i] || (/^\[[^.]+\]$/.test(seg) && /^\{\w+\}$/.test(r[i])));
}

describe("every route of spec section 2 has a screen", () => {
  const patterns = pagePatterns();
  it.each(SPEC_SCREENS)("%s", (route) => {
    const page = patterns.find((p) => serves(p, route));
    expect(page, `no page.tsx serves /app${route}`).toBeTruthy();
  });

  it("{token}: the catch-all opens a questionnaire link's page by its short form, and sends anything else to /app/error-404", () => {
    const source = readFileSync(path.join(APP, "[...rest]/page.tsx"), "utf8");
    expect(source).toContain("shortLinkTarget");
    expect(source).toContain("NOT_FOUND_PATH");
  });
});

describe("every call of spec section 7 has a route handler", () => {
  it.each(SPEC_CALLS)("%s", async (call) => {
    const file = path.join(process.cwd(), "app/api", call, "route.ts");
    expect(existsSync(file), `app/api/${call}/route.ts is missing`).toBe(true);
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    expect(typeof mod[GET_CALLS.has(call) ? "GET" : "POST"], `/api/${call} does not answer ${GET_CALLS.has(call) ? "GET" : "POST"}`).toBe("function");
  });
});
