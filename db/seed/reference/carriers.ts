// Courier carriers used to send filings to USCIS lockboxes and service centers and documents to
// clients (ids 1–10), with each carrier's website.

/** [name, website] */
export const CARRIERS: readonly (readonly [name: string, website: string])[] = [
  ["FedEx", "https://www.fedex.com"],
  ["UPS", "https://www.ups.com"],
  ["USPS", "https://www.usps.com"],
  ["DHL Express", "https://www.dhl.com"],
  ["OnTrac", "https://www.ontrac.com"],
  ["Canada Post", "https://www.canadapost-postescanada.ca"],
  ["Purolator", "https://www.purolator.com"],
  ["India Post", "https://www.indiapost.gov.in"],
  ["Blue Dart", "https://www.bluedart.com"],
  ["Aramex", "https://www.aramex.com"],
];
