/**
 * The tracking pages of the carriers a parts shop ships with, by the names staff type into Carrier
 * (compared without case, spaces or punctuation: "UPS", "Royal Mail", "dhl express").
 */
const TRACKING_PAGES: Record<string, string> = {
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  dhl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=",
  dhlexpress: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=",
  royalmail: "https://www.royalmail.com/track-your-item#/tracking-results/",
  dpd: "https://track.dpd.co.uk/search?reference=",
  canadapost: "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=",
};

/** The carrier's page for this shipment, or null for a carrier the shop does not know the page of. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.toLowerCase().replace(/[^a-z]/g, "")];
  return page ? `${page}${encodeURIComponent(trackingNumber.trim())}` : null;
}
