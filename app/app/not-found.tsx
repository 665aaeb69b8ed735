import { RedirectToNotFound } from "@/components/layout/redirect-to-not-found";

// notFound() anywhere under /app ends on /app/error-404 (spec section 2). Unknown paths get a server
// redirect from app/app/[...rest]; this boundary covers screens that call notFound() themselves.
// The redirect runs in the browser because Next renders this boundary ahead of time with every page.
export default function AppNotFound() {
  return <RedirectToNotFound />;
}
