// The signing pages' paths (zod-free: the token pages import them).

/** The page the e-mailed link opens (spec: /auth/sign-document, under the app's base path /app). */
export const SIGN_DOCUMENT_PATH = "/app/auth/sign-document";
/** Where the signing page goes once the document is signed (spec: /auth/on-esign-complete). */
export const ESIGN_COMPLETE_PATH = "/app/auth/on-esign-complete";
