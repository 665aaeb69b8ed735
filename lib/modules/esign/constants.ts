// The signing pages' paths (zod-free: the token pages import them).

/** The page the e-mailed link opens (spec: /auth/sign-document, under the app's base path /app). */
export const SIGN_DOCUMENT_PATH = "/app/auth/sign-document";
/** Where the signing page goes once the document is signed (spec: /auth/on-esign-complete). */
export const ESIGN_COMPLETE_PATH = "/app/auth/on-esign-complete";
/** Where the signing page goes when that signature completed the envelope (every signature in). */
export const ESIGN_FULLY_SIGNED_PATH = "/app/auth/on-esign-url-complete";
/** The staff's screen that places the boxes of a draft envelope: `${ESIGN_PREPARE_PATH}/<envelope id>`. */
export const ESIGN_PREPARE_PATH = "/app/esign-prepare";
/** One envelope's sending status for signed-in staff (spec: /auth/sign-tpl-prepare-status): `?id=<envelope id>`. */
export const ESIGN_STATUS_PATH = "/app/auth/sign-tpl-prepare-status";
