// The state of a screen the signed-in role may not use (the sidebar hides its entry, but a URL can still reach it).
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { DASHBOARD_PATH } from "@/lib/shared/navigation";

export function NotAllowed({ title, message, description, backLabel }: { title: string; message: string; description: string; backLabel: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div role="alert">
        <EmptyState
          title={message}
          description={description}
          action={
            <Link href={DASHBOARD_PATH} className="text-sm font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
              {backLabel}
            </Link>
          }
        />
      </div>
    </>
  );
}
