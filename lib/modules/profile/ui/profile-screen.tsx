"use client";
// /app/profile: the signed-in user's picture, name and phone, notification e-mails, password, and the "delete my profile" request.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import { initials } from "@/lib/shared/format";
import { usersKeys } from "@/lib/modules/users/ui";
import { useUserLabels } from "@/lib/modules/users/ui";
import { DeleteProfileSection, DeletionPendingBanner } from "./delete-profile";
import { ImageUpload } from "./image-upload";
import { postWithProgress } from "@/lib/shared/api-progress";
import { ChangePasswordForm, NotificationEmailForm, PersonalDetailsForm } from "./profile-forms";
import { DateFormatForm } from "./date-format-form";
import { useMe } from "@/lib/modules/shell/ui";
import type { Viewer } from "@/lib/shared/viewer";

const PROFILE_PICTURE_MAX_BYTES = 512 * 1024;
const PICTURE_MIME = ["image/png", "image/jpeg"] as const;
const PICTURE_EXT = ["png", "jpg", "jpeg"] as const;

export function ProfileScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("profile");
  const me = useMe();
  const { roleLabel } = useUserLabels();
  const qc = useQueryClient();
  // The request answers the scheduled day; after a reload only "pending" is known.
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);

  if (me.isPending) return <Spinner label={t("loading")} className="p-6" />;
  if (me.isError) {
    return (
      <>
        <PageHeader title={t("title")} />
        <div className="grid max-w-lg gap-3">
          <FormAlert message={errorMessage(me.error)} />
          <div>
            <Button variant="secondary" onClick={() => me.refetch()}>
              {t("retry")}
            </Button>
          </div>
        </div>
      </>
    );
  }

  const user = me.data;
  const pending = user.deletionRequested;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<Badge tone="info">{roleLabel(viewer.roleId)}</Badge>}
      />
      {pending ? <DeletionPendingBanner scheduledFor={scheduledFor} onReverted={() => setScheduledFor(null)} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <CardSection title={t("picture.title")}>
          <ImageUpload
            label={t("picture.label")}
            currentSrc={user.profilePicture}
            fallback={<span aria-hidden="true">{initials(user.name)}</span>}
            mimeTypes={PICTURE_MIME}
            extensions={PICTURE_EXT}
            typesLabel={t("picture.types")}
            maxBytes={PROFILE_PICTURE_MAX_BYTES}
            upload={(dataUrl, onProgress) => postWithProgress("users/update-profile-picture", { dataUrl }, onProgress)}
            onUploaded={() => {
              toast.success(t("picture.saved"));
              qc.invalidateQueries({ queryKey: meKey });
              qc.invalidateQueries({ queryKey: usersKeys.all });
            }}
            onFailed={(message) => toast.error(message)}
          />
        </CardSection>
        <CardSection title={t("details.title")} className="lg:col-span-2">
          <PersonalDetailsForm me={user} viewer={viewer} />
        </CardSection>
        <CardSection title={t("notifyEmail.title")} className="lg:col-span-3">
          <NotificationEmailForm me={user} />
        </CardSection>
        <CardSection title={t("dateFormat.title")} className="lg:col-span-3">
          <DateFormatForm me={user} />
        </CardSection>
        <CardSection title={t("password.title")} className="lg:col-span-3">
          <ChangePasswordForm viewer={viewer} />
        </CardSection>
        <CardSection title={t("deletion.title")} className="border-danger lg:col-span-3">
          <DeleteProfileSection pending={pending} onRequested={(s) => setScheduledFor(s.deletionScheduledFor)} />
        </CardSection>
      </div>
    </>
  );
}
