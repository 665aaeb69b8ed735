"use client";
// A meeting's call once joined: the other person's video (large) and this browser's (small), the connection
// state in words (announced), microphone and camera on and off, hang up; for the host also "End meeting"
// (with a confirmation). When the meeting ends (the host ended it) the call closes and `onEnded` is told.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { JoinedMeeting } from "../contract";
import { MeetingConnection, type CallState } from "./connection";
import { MediaToggles, StreamVideo } from "./media-views";
import type { LocalMedia } from "./use-local-media";

export function CallView({
  joined,
  media,
  token,
  onLeft,
  onEnded,
  extraActions,
}: {
  joined: JoinedMeeting;
  media: LocalMedia & { stream: MediaStream };
  /** The guest's link token (the host calls with its session). */
  token?: string;
  onLeft: () => void;
  onEnded: () => void;
  /** More buttons beside Hang up (the host's End meeting). */
  extraActions?: ReactNode;
}) {
  const t = useTranslations("meetings.call");
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CallState>("waiting");
  const [trouble, setTrouble] = useState(false);
  const conn = useRef<MeetingConnection | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    const c = new MeetingConnection(joined, media.stream, token, {
      onRemoteStream: setRemote,
      onState: setState,
      onSignalTrouble: setTrouble,
      onEnded: () => ended.current(),
    });
    conn.current = c;
    c.start();
    // Closing the tab says goodbye too (best effort).
    const bye = () => void c.hangUp();
    window.addEventListener("pagehide", bye);
    return () => {
      window.removeEventListener("pagehide", bye);
      void c.hangUp();
      conn.current = null;
    };
  }, [joined, media.stream, token]);

  const peer = joined.peerName ?? t("guest");
  const connected = state === "connected";
  return (
    <section aria-labelledby="call-heading" className="grid gap-4">
      <h1 id="call-heading" className="text-2xl font-semibold">
        {t("heading", { title: joined.title })}
      </h1>
      <p role="status" className="text-sm text-fg-muted" data-testid="call-state" data-state={state}>
        {t("state", { state: t(`states.${state}`) })}
      </p>
      {trouble ? <p className="text-sm text-danger">{t("signalError")}</p> : null}
      <div className="relative grid gap-3 md:grid-cols-[3fr_1fr]">
        <div className="relative">
          <StreamVideo stream={remote} label={t("remoteVideo", { name: peer })} testId="remote-video" />
          {!connected && !remote ? (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-white">{joined.peerName ? t("waitingFor", { name: peer }) : t("waitingForOther")}</p>
          ) : null}
        </div>
        <div className="grid content-start gap-2">
          <StreamVideo stream={media.stream} label={t("localVideo")} muted testId="local-video" />
          <p className="text-sm text-fg-muted">
            {t("you")}
            {!media.micOn ? ` · ${t("micMuted")}` : ""}
            {!media.cameraOn ? ` · ${t("cameraIsOff")}` : ""}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <MediaToggles media={media} />
        <Button
          variant="danger"
          onClick={async () => {
            await conn.current?.hangUp();
            onLeft();
          }}
        >
          {t("hangUp")}
        </Button>
        {extraActions}
      </div>
    </section>
  );
}
