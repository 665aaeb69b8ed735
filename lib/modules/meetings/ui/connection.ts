// One browser's side of a meeting's call: the RTCPeerConnection and its signaling through our server
// (/api/meetings/signal to send, /api/meetings/events long polling to receive; README.md "Signaling").
// Perfect negotiation (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): both sides add their
// tracks and may offer; on a collision the guest (polite) gives way, the host (impolite) ignores the other's
// offer. Each page load is a session: it says "hello"; the other side answers "hello" once and both start a
// new peer connection, so a reload or a re-join reconnects. Messages meant for another session are dropped.
// A side's messages are sent one after the other (each request answered before the next leaves), so the server
// stores them in the order they were said: an ICE candidate never overtakes the offer it belongs to. A candidate
// that still comes before its description (a previous connection's, a reload) waits for it.
import { ApiError, apiPost } from "@/lib/shared/api-client";
import type { SignalKind } from "../constants";
import type { JoinedMeeting, MeetingEvents, SignalMessage } from "../contract";

export type CallState = RTCPeerConnectionState | "waiting";

export type ConnectionEvents = {
  onRemoteStream: (stream: MediaStream | null) => void;
  onState: (state: CallState) => void;
  /** The meeting was ended (410): the call is over. */
  onEnded: () => void;
  /** Signaling failed for a moment (network): true while retrying. */
  onSignalTrouble: (trouble: boolean) => void;
};

const newSession = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 64);

export class MeetingConnection {
  readonly session = newSession();
  private remote: string | null = null;
  private pc: RTCPeerConnection | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private readonly polite: boolean;
  private after: number;
  private stopped = false;
  private readonly abort = new AbortController();
  /** The last message sent (or being sent): the next one leaves after it. */
  private sending: Promise<unknown> = Promise.resolve();
  /** Candidates received before the peer connection had the other side's description. */
  private early: RTCIceCandidateInit[] = [];

  constructor(
    private readonly joined: JoinedMeeting,
    private readonly local: MediaStream,
    private readonly token: string | undefined,
    private readonly on: ConnectionEvents,
  ) {
    this.polite = joined.side === "guest";
    this.after = joined.after;
  }

  start(): void {
    this.on.onState("waiting");
    void this.send("hello", { data: null });
    void this.loop();
  }

  /** Leave: tell the other side, stop reading, close the connection. */
  async hangUp(): Promise<void> {
    if (this.stopped) return;
    await this.send("bye", { data: null }).catch(() => undefined);
    this.stop();
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort("left");
    this.closePc();
  }

  private closePc(): void {
    if (!this.pc) return;
    this.pc.onicecandidate = this.pc.ontrack = this.pc.onnegotiationneeded = this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.on.onRemoteStream(null);
  }

  private async send(kind: SignalKind, p: { data: string | null; to?: string | null }): Promise<void> {
    if (this.stopped) return;
    const body = { id: this.joined.id, kind, session: this.session, to: p.to ?? undefined, data: p.data ?? undefined };
    // "bye" may be said from pagehide: sent at once, not after the others, and kept alive (api-client's `leaving`).
    if (kind === "bye") {
      await apiPost("meetings/signal", body, { token: this.token, leaving: true });
      return;
    }
    const sent = this.sending.then(() => apiPost("meetings/signal", body, { token: this.token }));
    this.sending = sent.catch(() => undefined);
    await sent;
  }

  private newPc(): void {
    this.closePc();
    const pc = new RTCPeerConnection({ iceServers: this.joined.iceServers });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.early = [];
    const to = this.remote;
    pc.ontrack = (e) => this.on.onRemoteStream(e.streams[0] ?? new MediaStream([e.track]));
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc) void this.send("candidate", { to, data: JSON.stringify(e.candidate.toJSON()) }).catch(() => undefined);
    };
    pc.onconnectionstatechange = () => this.pc === pc && this.on.onState(pc.connectionState);
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (this.pc === pc && pc.localDescription) await this.send("offer", { to, data: JSON.stringify(pc.localDescription) });
      } catch {
        // The next negotiation (or the other side's offer) takes over.
      } finally {
        this.makingOffer = false;
      }
    };
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    this.on.onState(pc.connectionState);
  }

  private async handle(m: SignalMessage): Promise<void> {
    if (m.to && m.to !== this.session) return;
    if (m.kind === "hello") {
      if (m.session === this.remote) return;
      this.remote = m.session;
      this.newPc();
      // Answer a newcomer once, so it learns this session (its reading started after this side's hello).
      if (!m.to) await this.send("hello", { to: m.session, data: null });
      return;
    }
    if (m.session !== this.remote || !this.pc) return;
    const pc = this.pc;
    if (m.kind === "bye") {
      this.remote = null;
      this.closePc();
      this.on.onState("waiting");
      return;
    }
    if (m.kind === "offer" || m.kind === "answer") {
      const desc = JSON.parse(m.data ?? "{}") as RTCSessionDescriptionInit;
      const collision = desc.type === "offer" && (this.makingOffer || pc.signalingState !== "stable");
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(desc);
      for (const candidate of this.early.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
      if (desc.type === "offer") {
        await pc.setLocalDescription();
        if (pc.localDescription) await this.send("answer", { to: m.session, data: JSON.stringify(pc.localDescription) });
      }
      return;
    }
    if (m.kind === "candidate") {
      const candidate = JSON.parse(m.data ?? "{}") as RTCIceCandidateInit;
      if (!pc.remoteDescription) {
        this.early.push(candidate);
        return;
      }
      try {
        await pc.addIceCandidate(candidate);
      } catch (e) {
        if (!this.ignoreOffer) throw e;
      }
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        const r = await apiPost<MeetingEvents>("meetings/events", { id: this.joined.id, after: this.after, waitMs: 20_000 }, { token: this.token, signal: this.abort.signal });
        this.on.onSignalTrouble(false);
        for (const m of r.messages) {
          if (this.stopped) return;
          await this.handle(m).catch(() => undefined);
        }
        this.after = r.last;
      } catch (e) {
        if (this.stopped) return;
        if (e instanceof ApiError && e.code === "QUESTIONNAIRE_EXPIRED") {
          this.stop();
          this.on.onEnded();
          return;
        }
        this.on.onSignalTrouble(true);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }
}
