/**
 * Days as the shop counts them: business days in UTC (server/services/orders/order-charges.ts), so the
 * days are written in UTC too, the same on the server's page and in any buyer's browser.
 */
const day = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** When a shipment arrives, soonest to latest: "Arrives Tue, Dec 1 – Thu, Dec 3" (one day when both are). */
export function arrivalWindow(from: string, by: string): string {
  const [soonest, latest] = [day.format(new Date(from)), day.format(new Date(by))];
  return soonest === latest ? `Arrives ${soonest}` : `Arrives ${soonest} – ${latest}`;
}
