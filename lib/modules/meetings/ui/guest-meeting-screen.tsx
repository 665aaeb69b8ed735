"use client";
// /app/anonymous-meeting/{id}?token= — the guest's page (no account): the meeting's title, firm and host,
// a camera and microphone preview, the guest's name, then the call. The token goes as Authorization: Bearer.
// An ended meeting's link (410) or an unknown one (404) says so; when the host ends the meeting during the
// call the page says "The meeting has ended".
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { inputClass } from "@/components/ui/input-class";
import { Spinner } from "@/components/ui/spinner";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { TOKEN_LINK_QUERY, linkGoneReason } from "@/lib/shared/token-link";
import type { GuestMeetingView, JoinedMeeting } from "../contract";
import { CallView } from "./call-view";
import { meetingsKeys } from "./keys";
import { MediaProblemAlert, MediaToggles, StreamVideo } from "./media-views";
import { useLocalMedia } from "./use-local-media";

type Phase = "lobby" | "call" | "left" | "ended";

export function GuestMeetingScreen({ meetingId, token, firmName }: { meetingId: string; token: string; firmName: string }) {
  const t = useTranslations("meetings.guest");
  const q = useQuery({
    queryKey: meetingsKeys.guest(meetingId, token),
    queryFn: ({ signal }) => apiPost<GuestMeetingView>("meetings/details", { id: meetingId }, { token, signal }),
    enabled: Boolean(token),
    ...TOKEN_LINK_QUERY,
  });
  const [phase, setPhase] = useState<Phase>("lobby");
  if (!token) return <Gone reason="unknown" firmName={firmName} />;
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <Gone reason={reason} firmName={firmName} />}>
      {(meeting) => (phase === "ended" ? <Gone reason="expired" firmName={firmName} focus /> : <GuestCall meeting={meeting} token={token} phase={phase} setPhase={setPhase} />)}
    </TokenLinkState>
  );
}

function Gone({ reason, firmName, focus = false }: { reason: "expired" | "submitted" | "unknown"; firmName: string; focus?: boolean }) {
  const t = useTranslations("meetings.guest");
  const unknown = reason === "unknown";
  return (
    <ResultCard tone={unknown ? "warning" : "info"} title={t(unknown ? "unknownTitle" : "endedTitle")} autoFocus={focus}>
      <p>{t(unknown ? "unknown" : "ended", { firm: firmName })}</p>
    </ResultCard>
  );
}

function GuestCall({ meeting, token, phase, setPhase }: { meeting: GuestMeetingView; token: string; phase: Phase; setPhase: (p: Phase) => void }) {
  const t = useTranslations("meetings.guest");
  const tc = useTranslations("meetings.call");
  const f = useFormat();
  const media = useLocalMedia();
  const [name, setName] = useState(meeting.inviteeName ?? "");
  const [nameError, setNameError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: () => apiPost<JoinedMeeting>("meetings/join", { id: meeting.id, name }, { token }),
    onSuccess: () => setPhase("call"),
    onError: (e) => {
      if (linkGoneReason(e) === "expired") setPhase("ended");
    },
  });

  if (phase === "call" && join.data && media.stream) {
    return (
      <div className="mx-auto w-full max-w-5xl rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6">
        <CallView joined={join.data} media={{ ...media, stream: media.stream }} token={token} onLeft={() => setPhase("left")} onEnded={() => setPhase("ended")} />
      </div>
    );
  }
  if (phase === "left") {
    return (
      <ResultCard tone="info" title={tc("left")} actions={<Button onClick={() => join.mutate()}>{tc("rejoin")}</Button>}>
        <p>{meeting.title}</p>
      </ResultCard>
    );
  }
  const submit = () => {
    if (!name.trim()) return setNameError(t("nameRequired"));
    setNameError(null);
    join.mutate();
  };
  return (
    <Card className="mx-auto grid w-full max-w-3xl gap-5 p-6">
      <div>
        <p className="text-sm text-fg-muted">{t("with", { firm: meeting.firmName })}</p>
        <h1 className="text-2xl font-semibold">{meeting.title}</h1>
        <p className="text-sm text-fg-muted">
          {meeting.hostName ? t("hostIs", { name: meeting.hostName }) : null} · {t("scheduled", { when: f.dateTime(meeting.scheduledAt) })}
        </p>
      </div>
      <section aria-labelledby="preview-heading" className="grid gap-3">
        <h2 id="preview-heading" className="text-lg font-semibold">
          {t("preview")}
        </h2>
        {media.pending && !media.stream ? <Spinner label={t("loading")} /> : null}
        <MediaProblemAlert media={media} />
        {media.stream ? (
          <>
            <StreamVideo stream={media.stream} label={tc("localVideo")} muted className="aspect-video w-full max-w-md rounded-md bg-black object-cover" testId="preview-video" />
            <div className="flex flex-wrap gap-2">
              <MediaToggles media={media} />
            </div>
          </>
        ) : null}
      </section>
      <form
        className="grid max-w-md gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor="guest-name" className="text-sm font-medium">
            {t("name")}
          </label>
          <input
            id="guest-name"
            className={inputClass}
            value={name}
            maxLength={100}
            autoComplete="name"
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby="guest-name-hint"
            onChange={(e) => setName(e.target.value)}
          />
          <p id="guest-name-hint" className="text-sm text-fg-muted">
            {nameError ?? t("nameHint")}
          </p>
        </div>
        {join.isError && linkGoneReason(join.error) !== "expired" ? <FormAlert message={errorMessage(join.error)} /> : null}
        {!media.stream && !media.pending ? <p className="text-sm text-fg-muted">{t("needMedia")}</p> : null}
        <div>
          <Button type="submit" variant="primary" loading={join.isPending} disabled={!media.stream}>
            {t("join")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
