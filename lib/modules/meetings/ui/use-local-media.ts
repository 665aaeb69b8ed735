"use client";
// The camera and microphone of this browser: asked once, stopped when the screen goes; why it failed
// (permission refused, no device, other) for a clear message; microphone and camera switched on and off.
import { useCallback, useEffect, useRef, useState } from "react";

export type MediaProblem = "denied" | "missing" | "error";

export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [pending, setPending] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const current = useRef<MediaStream | null>(null);

  const request = useCallback(async () => {
    setPending(true);
    setProblem(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error("no media devices"), { name: "NotFoundError" });
      const s = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      current.current?.getTracks().forEach((t) => t.stop());
      current.current = s;
      setStream(s);
      setMicOn(true);
      setCameraOn(true);
    } catch (e) {
      const name = e instanceof Error ? e.name : "";
      setProblem(name === "NotAllowedError" || name === "SecurityError" ? "denied" : name === "NotFoundError" || name === "OverconstrainedError" ? "missing" : "error");
    } finally {
      setPending(false);
    }
  }, []);

  useEffect(() => {
    void request();
    return () => current.current?.getTracks().forEach((t) => t.stop());
  }, [request]);

  const toggleMic = useCallback(() => {
    const next = !micOn;
    current.current?.getAudioTracks().forEach((t) => (t.enabled = next));
    setMicOn(next);
  }, [micOn]);

  const toggleCamera = useCallback(() => {
    const next = !cameraOn;
    current.current?.getVideoTracks().forEach((t) => (t.enabled = next));
    setCameraOn(next);
  }, [cameraOn]);

  return { stream, problem, pending, retry: request, micOn, cameraOn, toggleMic, toggleCamera };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
