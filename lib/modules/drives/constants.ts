// Cloud drives constants, zod-free (screens import them too).

export const DRIVE_PROVIDERS = ["google", "dropbox", "onedrive"] as const;
export type DriveProviderId = (typeof DRIVE_PROVIDERS)[number];

/** Each provider's page (spec routes). */
export const DRIVE_PAGES: Record<DriveProviderId, string> = { google: "/app/google-drive", dropbox: "/app/dropbox-config", onedrive: "/app/ms" };
/** The OAuth return page of all three providers: the redirect URI path to register. */
export const CALLBACK_PAGE = "/app/google-drive-check";

/** What each provider is asked for: read-only access to the files (and who the account is). */
export const DRIVE_SCOPES: Record<DriveProviderId, readonly string[]> = {
  google: ["https://www.googleapis.com/auth/drive.readonly", "openid", "email"],
  dropbox: ["account_info.read", "files.metadata.read", "files.content.read"],
  onedrive: ["offline_access", "User.Read", "Files.Read.All"],
};

/** Where an operator registers the app. */
export const DRIVE_CONSOLES: Record<DriveProviderId, string> = {
  google: "https://console.cloud.google.com/apis/credentials",
  dropbox: "https://www.dropbox.com/developers/apps",
  onedrive: "https://entra.microsoft.com",
};

export const DRIVE_ENV_NAMES: Record<DriveProviderId, readonly string[]> = {
  google: ["GOOGLE_DRIVE_CLIENT_ID", "GOOGLE_DRIVE_CLIENT_SECRET"],
  dropbox: ["DROPBOX_APP_KEY", "DROPBOX_APP_SECRET"],
  onedrive: ["MS_GRAPH_CLIENT_ID", "MS_GRAPH_CLIENT_SECRET", "MS_GRAPH_TENANT"],
};

/** How long a connection started may take to come back from the provider. */
export const STATE_TTL_MS = 15 * 60_000;
/** The access token is renewed when less than this is left. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Items of a folder per page. */
export const DRIVE_PAGE_SIZE = 50;
/** Files imported in one call. */
export const MAX_IMPORT_FILES = 10;
