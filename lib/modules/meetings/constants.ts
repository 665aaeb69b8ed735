// The meetings module's zod-free constants (screens and server alike).
export const VIDEO_CALL_PATH = "/app/video-call";
export const ANONYMOUS_MEETING_PATH = "/app/anonymous-meeting";
export const meetingLinkPath = (id: string) => `${ANONYMOUS_MEETING_PATH}/${id}`;

export const SIGNAL_KINDS = ["hello", "offer", "answer", "candidate", "bye"] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
export type MeetingSide = "host" | "guest";

/** The longest SDP or candidate text a signal may carry (an SDP of audio and video is 3–8 KB). */
export const MAX_SIGNAL_DATA = 20_000;
/** How long an events call waits for a message at most (long polling), and by default. */
export const MAX_WAIT_MS = 25_000;
export const DEFAULT_WAIT_MS = 20_000;
/** What the meeting list shows a page at a time. */
export const MEETING_PAGE = 10;
export const MEETING_STATES = ["upcoming", "ended"] as const;
export type MeetingState = (typeof MEETING_STATES)[number];
