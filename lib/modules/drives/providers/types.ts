// The one small interface the three cloud drives sit behind (Google Drive, Dropbox, OneDrive), and the
// errors they throw. Each provider speaks its documented REST endpoints over fetch (see the README for why
// not the vendors' SDKs); every base URL comes from env so the tests' fake can stand in.
import type { DriveProviderId } from "../constants";
import type { DriveItem, DriveListing } from "../contract";

export type TokenSet = { accessToken: string; refreshToken: string | null; accessExpiresAt: Date };

/** A file's facts before its bytes are fetched. */
export type DriveFileMeta = { id: string; name: string; kind: "folder" | "file"; mimeType: string | null; size: number | null };

export type DriveProvider = {
  id: DriveProviderId;
  /** The app's id and secret are set on this server. */
  configured(): boolean;
  authorizeUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Revoke the grant on disconnect (best effort; OneDrive has no revocation endpoint for it). */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
  /** Who is connected (an e-mail or a name), for the status. */
  account(accessToken: string): Promise<string | null>;
  list(accessToken: string, p: { folderId?: string; cursor?: string; pageSize: number }): Promise<DriveListing>;
  meta(accessToken: string, id: string): Promise<DriveFileMeta>;
  /** The file's bytes (a Response whose body is read with a size cap), and the name and type to store it under. */
  download(accessToken: string, file: DriveFileMeta): Promise<{ res: Response; name: string; mimeType: string | null }>;
};

/** A token request the provider refused: `invalid_grant` (used, revoked or expired) needs a new connection. */
export class DriveAuthError extends Error {
  constructor(
    readonly reason: "invalid_grant" | "failed",
    message: string,
  ) {
    super(message);
  }
}

/** The provider answered 401 to an API call: the access token is stale (refresh once, then retry). */
export class DriveTokenRejected extends Error {}

/** The item is not there (or not visible to the connected account). */
export class DriveNotFound extends Error {}

/** Any other API failure (network, 5xx, an unexpected answer). */
export class DriveApiError extends Error {}

export type { DriveItem };
