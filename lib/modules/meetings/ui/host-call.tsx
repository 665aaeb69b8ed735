"use client";
// The host's side of a call (/app/video-call?meeting={id}): the camera and microphone, then join and the call;
// "End meeting" (confirmed) ends it for both and revokes the link; Hang up goes back to the list.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import { VIDEO_CALL_PATH } from "../constants";
import type { JoinedMeeting } from "../contract";
import { CallView } from "./call-view";
import { meetingsKeys } from "./keys";
import { MediaProblemAlert } from "./media-views";
import { useLocalMedia } from "./use-local-media";

export function HostCall({ meetingId, onBack }: { meetingId: string; onBack: () => void }) {
  const t = useTranslations("meetings.call");
  const te = useTranslations("meetings.end");
  const qc = useQueryClient();
  const media = useLocalMedia();
  const [ended, setEnded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const joined = useQuery({
    queryKey: [...meetingsKeys.detail(meetingId), "join"],
    queryFn: () => apiPost<JoinedMeeting>("meetings/join", { id: meetingId }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const end = useMutation({
    mutationFn: () => apiPost("meetings/end", { id: meetingId }),
    onSuccess: () => {
      setConfirming(false);
      setEnded(true);
      toast.success(te("done"));
      qc.invalidateQueries({ queryKey: meetingsKeys.lists() });
    },
  });

  const back = (
    <LinkButton href={VIDEO_CALL_PATH} variant="secondary">
      {t("back")}
    </LinkButton>
  );
  if (ended || (joined.error instanceof ApiError && joined.error.code === "QUESTIONNAIRE_EXPIRED")) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold">{t("ended")}</h1>
        <div>{back}</div>
      </div>
    );
  }
  if (joined.isError) {
    return (
      <div className="grid max-w-lg gap-3">
        <h1 className="text-2xl font-semibold">{t("back")}</h1>
        <FormAlert message={errorMessage(joined.error)} />
        <div>{back}</div>
      </div>
    );
  }
  if (joined.isPending || (media.pending && !media.stream)) return <Spinner label={t("states.new")} />;
  if (!media.stream) {
    return (
      <div className="grid max-w-xl gap-4">
        <h1 className="text-2xl font-semibold">{t("heading", { title: joined.data.title })}</h1>
        <MediaProblemAlert media={media} />
        <div>{back}</div>
      </div>
    );
  }
  return (
    <>
      <CallView
        joined={joined.data}
        media={{ ...media, stream: media.stream }}
        onLeft={onBack}
        onEnded={() => setEnded(true)}
        extraActions={
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t("endForAll")}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={te("title")}
        message={te("message", { title: joined.data.title })}
        confirmLabel={te("confirm")}
        loading={end.isPending}
        onConfirm={() => end.mutate()}
      />
    </>
  );
}
