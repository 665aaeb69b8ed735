"use client";
// The pieces of a call's screen: a <video> showing a stream, the message when the camera and microphone
// cannot be used, and the microphone / camera buttons.
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { LocalMedia } from "./use-local-media";

export function StreamVideo({ stream, label, muted, className, testId }: { stream: MediaStream | null; label: string; muted?: boolean; className?: string; testId?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (v.srcObject !== stream) v.srcObject = stream;
    if (stream) void v.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} aria-label={label} data-testid={testId} autoPlay playsInline muted={muted} className={className ?? "aspect-video w-full rounded-md bg-black object-cover"} />;
}

export function MediaProblemAlert({ media }: { media: LocalMedia }) {
  const t = useTranslations("meetings.call");
  if (!media.problem) return null;
  const message = media.problem === "denied" ? t("mediaDenied") : media.problem === "missing" ? t("mediaMissing") : t("mediaError");
  return (
    <div className="grid gap-3">
      <FormAlert message={message} />
      <div>
        <Button variant="secondary" loading={media.pending} onClick={() => void media.retry()}>
          {t("retryMedia")}
        </Button>
      </div>
    </div>
  );
}

export function MediaToggles({ media }: { media: LocalMedia }) {
  const t = useTranslations("meetings.call");
  return (
    <>
      <Button variant="secondary" onClick={media.toggleMic} disabled={!media.stream}>
        {media.micOn ? t("mute") : t("unmute")}
      </Button>
      <Button variant="secondary" onClick={media.toggleCamera} disabled={!media.stream}>
        {media.cameraOn ? t("cameraOff") : t("cameraOn")}
      </Button>
    </>
  );
}
