// Video meetings (issue 15 section 5): the demo paralegal creates a meeting for a case with an invitee (the
// invitation e-mailed), copies the link and joins; a second browser with no session opens the link, sees its
// camera preview, gives a name and joins. Both see the other's video playing (Chromium's fake camera and
// microphone, permission granted by the fake UI); the host mutes and unmutes; the host ends the meeting (after
// a confirmation) and the guest is told "The meeting has ended", which the link then answers too.
// Axe checks the list, the dialog, the guest's lobby and both calls.
import { expect, test, type Page } from "./fixtures";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { expectNoAxeViolations, lastMailTo, linkIn, signedInAs } from "./helpers";

// This journey only: Chromium's fake media devices and their permission prompt accepted (the other journeys keep the config's arguments).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] },
});

/** The other side's video is playing: frames of a size, enough data for the current position. */
async function remoteVideoPlays(page: Page) {
  // Signaling goes through the server (meetings/ui/connection.ts: long polling of meetings/events), then ICE and the
  // first decoded frame: nothing in the DOM says a video plays, so poll the element, up to 30 s.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
          return Boolean(v && v.videoWidth > 0 && v.readyState >= 2 && !v.paused);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const localAudioEnabled = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]');
    return (v?.srcObject as MediaStream | null)?.getAudioTracks()[0]?.enabled ?? null;
  });

test("a meeting with a client through a token link: both see each other, mute, the host ends it", async ({ browser }) => {
  const stamp = Date.now();
  const title = `Interview preparation ${stamp}`;
  const email = `guest-${stamp}@example.com`;

  // The paralegal creates the meeting.
  const host = await signedInAs(browser, "paralegal", { permissions: ["camera", "microphone", "clipboard-read", "clipboard-write"] });
  await host.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Video meetings" }).click();
  await expect(host.getByRole("heading", { level: 1, name: "Video meetings" })).toBeVisible();
  await expectNoAxeViolations(host, "meeting list");
  await host.getByRole("button", { name: "New meeting" }).click();
  const dialog = host.getByRole("dialog", { name: "New meeting" });
  await dialog.getByLabel("Title").fill(title);
  const caseSelect = dialog.getByRole("combobox", { name: "Case", exact: true });
  await expect(caseSelect.locator("option")).not.toHaveCount(1);
  await caseSelect.selectOption({ index: 1 });
  const caseNumber = (await caseSelect.locator("option:checked").textContent())!.split(" — ")[0].trim();
  // A person of the case fills the invitee; another name and e-mail may be typed instead.
  await dialog.getByRole("combobox", { name: "Person of the case" }).selectOption({ index: 1 });
  await expect(dialog.getByLabel("Invitee's name")).not.toHaveValue("");
  await dialog.getByLabel("Invitee's name").fill("Maria Guest");
  await dialog.getByLabel("Invitee's e-mail").fill(email);
  await dialog.getByLabel("E-mail the invitation").check();
  await expectNoAxeViolations(host, "new meeting dialog", { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Create meeting" }).click();

  // The link, shown once: copied, and the same as the e-mailed one.
  const created = host.getByRole("dialog", { name: "Meeting created" });
  const link = await created.getByLabel("Meeting link").inputValue();
  expect(link).toMatch(/\/app\/anonymous-meeting\/[0-9a-f-]{36}\?token=[\w-]{40,}$/);
  await created.getByRole("button", { name: "Copy link" }).click();
  await expect(host.getByText("Link copied", { exact: true }).first()).toBeVisible();
  expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(created.getByText(`The invitation was e-mailed to ${email}.`)).toBeVisible();
  expect(linkIn(await lastMailTo(email), "/app/anonymous-meeting/")).toBe(link);
  await created.getByRole("button", { name: "Join now" }).click();
  await host.waitForURL(/\/app\/video-call\?meeting=[0-9a-f-]{36}$/);
  await expect(host.getByRole("heading", { level: 1, name: `Meeting: ${title}` })).toBeVisible();
  await expect(host.getByTestId("call-state")).toHaveText("Connection: waiting for the other person");

  // The guest opens the link without an account.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.getByLabel("Your camera")).toBeVisible();
  await expect(guest.getByLabel("Your name")).toHaveValue("Maria Guest");
  await guest.getByLabel("Your name").fill("Maria G.");
  await expectNoAxeViolations(guest, "guest lobby");
  await guest.getByRole("button", { name: "Join meeting" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: `Meeting: ${title}` })).toBeVisible();

  // Both see and hear the other.
  await remoteVideoPlays(host);
  await remoteVideoPlays(guest);
  await expect(host.getByTestId("call-state")).toHaveText("Connection: connected");
  await expect(guest.getByTestId("call-state")).toHaveText("Connection: connected");
  await expect(guest.getByLabel(/^Video of Demo/)).toBeVisible();
  await expectNoAxeViolations(host, "host's call");
  await expectNoAxeViolations(guest, "guest's call");

  // Mute and unmute.
  expect(await localAudioEnabled(host)).toBe(true);
  await host.getByRole("button", { name: "Mute microphone" }).click();
  await expect(host.getByText("You · Microphone muted")).toBeVisible();
  expect(await localAudioEnabled(host)).toBe(false);
  await host.getByRole("button", { name: "Unmute microphone" }).click();
  await expect(host.getByRole("button", { name: "Mute microphone" })).toBeVisible();
  expect(await localAudioEnabled(host)).toBe(true);
  await guest.getByRole("button", { name: "Turn camera off" }).click();
  await expect(guest.getByText("You · Camera off")).toBeVisible();

  // The host ends the meeting (cancelling first).
  await host.getByRole("button", { name: "End meeting" }).click();
  const confirm = host.getByRole("alertdialog").or(host.getByRole("dialog", { name: "End the meeting?" }));
  await expect(confirm.getByText(`"${title}" ends for everyone`)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(host.getByTestId("call-state")).toHaveText("Connection: connected");
  await host.getByRole("button", { name: "End meeting" }).click();
  await confirm.getByRole("button", { name: "End meeting" }).click();
  await expect(host.getByRole("heading", { level: 1, name: "The meeting has ended" })).toBeVisible();
  await expect(guest.getByRole("heading", { level: 1, name: "The meeting has ended" })).toBeVisible({ timeout: 15_000 });

  // The link now answers the ended state.
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1, name: "The meeting has ended" })).toBeVisible();
  const id = new URL(link).pathname.split("/").pop()!;
  const token = new URL(link).searchParams.get("token")!;
  const status = await guest.evaluate(
    async ([id, token]) => (await fetch("/api/meetings/details", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ id }) })).status,
    [id, token],
  );
  expect(status).toBe(410);

  // The host's list shows it among the ended ones, with its case.
  await host.getByRole("link", { name: "Back to meetings" }).click();
  await host.getByRole("tab", { name: "Ended" }).click();
  const row = host.getByRole("row").filter({ hasText: title });
  await expect(row.getByText(caseNumber)).toBeVisible();
  await expect(row.getByText("Ended", { exact: true })).toBeVisible();
  await guestContext.close();
});
