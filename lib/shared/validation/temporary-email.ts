// Well-known disposable / temporary-account e-mail domains (spec section 5: "addresses on the
// temporary-account domain are flagged"). A domain matches itself and all of its sub-domains.
export const TEMPORARY_EMAIL_DOMAINS: readonly string[] = [
  "mailinator.com",
  "guerrillamail.com",
  "guerrillamail.net",
  "guerrillamail.org",
  "guerrillamailblock.com",
  "sharklasers.com",
  "grr.la",
  "10minutemail.com",
  "10minutemail.net",
  "temp-mail.org",
  "temp-mail.io",
  "tempmail.com",
  "tempmailo.com",
  "tempr.email",
  "yopmail.com",
  "yopmail.fr",
  "yopmail.net",
  "trashmail.com",
  "trashmail.de",
  "throwawaymail.com",
  "dispostable.com",
  "getnada.com",
  "nada.email",
  "maildrop.cc",
  "mailnesia.com",
  "mintemail.com",
  "mohmal.com",
  "fakeinbox.com",
  "emailondeck.com",
  "mytemp.email",
  "spamgourmet.com",
  "mailcatch.com",
  "burnermail.io",
  "discard.email",
  "moakt.com",
  "tempinbox.com",
  "33mail.com",
];

const DOMAIN_SET = new Set(TEMPORARY_EMAIL_DOMAINS);

/** True when the address (or a bare domain) belongs to a disposable e-mail provider. */
export function isTemporaryEmailDomain(email: string): boolean {
  const at = email.lastIndexOf("@");
  let domain = (at >= 0 ? email.slice(at + 1) : email).trim().toLowerCase();
  if (domain.endsWith(".")) domain = domain.slice(0, -1);
  if (!domain) return false;
  // Walk up the labels: "a.b.mailinator.com" -> "b.mailinator.com" -> "mailinator.com" -> "com".
  for (let d = domain; d.includes("."); d = d.slice(d.indexOf(".") + 1)) {
    if (DOMAIN_SET.has(d)) return true;
  }
  return false;
}
