// The state of a screen the signed-in role may not use (the sidebar hides it, but a URL can still reach it).
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";
import { TextLink } from "@/components/ui/link-button";

export function NotAllowed({ title, message, description, backLabel }: { title: string; message: string; description: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div role="alert">
        <EmptyState title={message} description={description} action={<TextLink href={DASHBOARD_PATH}>{backLabel}</TextLink>} />
      </div>
    </>
  );
}

/** A record that is missing or out of the viewer's reach (the API answers 404 for both). */
export function NotFoundState({ title, message, backHref, backLabel }: { title: string; message: string; backHref: string; backLabel: string }) {
  return (
    <div role="alert">
      <EmptyState title={title} description={message} action={<TextLink href={backHref}>{backLabel}</TextLink>} />
    </div>
  );
}
