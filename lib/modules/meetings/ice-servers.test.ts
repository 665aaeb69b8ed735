import { describe, expect, it } from "vitest";
import { iceServers } from "./signaling";

describe("iceServers (MEETING_ICE_SERVERS)", () => {
  it("none by default; the JSON array's servers; nothing from a malformed value", () => {
    expect(iceServers("")).toEqual([]);
    const servers = [{ urls: "stun:stun.example.org:3478" }, { urls: ["turn:turn.example.org:3478?transport=udp"], username: "u", credential: "p" }];
    expect(iceServers(JSON.stringify(servers))).toEqual(servers);
    expect(iceServers('{"urls":"stun:x"}')).toEqual([]);
    expect(iceServers("not json")).toEqual([]);
    expect(iceServers('[{"urls":"stun:x"}, 3, {"nope":1}]')).toEqual([{ urls: "stun:x" }]);
  });
});
