// The providers by id.
import "server-only";
import type { DriveProviderId } from "../constants";
import { dropbox } from "./dropbox";
import { google } from "./google";
import { onedrive } from "./onedrive";
import type { DriveProvider } from "./types";

const PROVIDERS: Record<DriveProviderId, DriveProvider> = { google, dropbox, onedrive };
export const providerOf = (id: DriveProviderId): DriveProvider => PROVIDERS[id];
