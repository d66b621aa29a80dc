/** Money as the shop writes it for people: the storefront, and the server's messages that name a total. */
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A price in US dollars as a shopper reads it, e.g. 12.99 → "$12.99". */
export function formatPrice(price: number): string {
  return dollars.format(price);
}
