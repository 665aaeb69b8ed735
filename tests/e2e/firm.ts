// The demo firm of this Playwright worker: worker 0 has "demo" (and "other"), worker k has "demo<k+1>" (and
// "other<k+1>"), each seeded with the same data and its own logins (<role>@demo2.test …) by db/seed/demo.ts
// (E2E_FIRMS, set by playwright.config.ts). Journeys name the firm through these, never "demo" itself, so a
// worker never sees what another worker's journeys do. Second servers (second-server.ts) seed only "demo".
import { demoFirm } from "../../db/seed/demo-firms";

const firm = demoFirm(Number(process.env.TEST_PARALLEL_INDEX || 0) + 1);

/** This worker's firm: its slug (the sub-domain), its users' e-mail domain, its name. */
export const FIRM = firm.slug;
export const DOMAIN = firm.domain;
export const FIRM_NAME = firm.name;
/** This worker's second firm (isolation checks, the account chooser). */
export const OTHER = firm.other.slug;
export const OTHER_DOMAIN = firm.other.domain;
export const OTHER_NAME = firm.other.name;
/** The e-mail of a seeded user of this worker's firm: `user("admin")`. */
export const user = (name: string) => `${name}@${DOMAIN}`;
/** A string for a RegExp that matches `text` literally. */
export const reEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
