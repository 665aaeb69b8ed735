// Request schemas and answers of the cloud drive calls (/api/drives/*).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { DRIVE_PROVIDERS, MAX_IMPORT_FILES, type DriveProviderId } from "./constants";

const provider = z.enum(DRIVE_PROVIDERS, { error: MSG.invalid("Provider") });
/** A provider's file or folder id (Google ids, Dropbox "id:…", Graph item ids): printable, no spaces. */
const itemId = (field: string) => z.string({ error: MSG.required(field) }).trim().min(1, { error: MSG.required(field) }).max(300, { error: MSG.maxLength(300) }).regex(/^[\w\-.:!]+$/, { error: MSG.invalid(field) });

export const providerBody = z.object({ provider });
export type ProviderBody = z.output<typeof providerBody>;
export const emptyBody = z.object({});

export const callbackBody = z.object({
  state: v.requiredString("State", 200),
  code: v.optionalString(4000),
  /** The provider's refusal (access_denied …), when the user said no. */
  error: v.optionalString(200),
});
export type CallbackBody = z.output<typeof callbackBody>;

export const listBody = z.object({
  provider,
  /** The folder to list; none: the drive's root. */
  folderId: itemId("Folder").optional(),
  /** The next page's cursor from the previous answer. */
  cursor: v.optionalString(2000),
});
export type ListBody = z.output<typeof listBody>;

export const importBody = z.object({
  provider,
  petitionId: v.uuid("Case"),
  fileIds: z.array(itemId("File"), { error: MSG.required("File") }).min(1, { error: MSG.required("File") }).max(MAX_IMPORT_FILES, { error: `At most ${MAX_IMPORT_FILES} files at a time` }),
});
export type ImportBody = z.output<typeof importBody>;

export type DriveSetup = { envNames: readonly string[]; redirectUri: string; scopes: readonly string[]; consoleUrl: string };

export type DriveStatus = {
  provider: DriveProviderId;
  configured: boolean;
  connected: boolean;
  account: string | null;
  connectedAt: string | null;
  connectedBy: string | null;
  lastError: string | null;
  setup: DriveSetup;
};

export type DriveItem = { id: string; name: string; kind: "folder" | "file"; mimeType: string | null; size: number | null; modifiedAt: string | null };
export type DriveListing = { items: DriveItem[]; nextCursor: string | null };

export type CallbackResult = { provider: DriveProviderId; outcome: "connected" | "access_denied" | "exchange_failed"; account: string | null };
