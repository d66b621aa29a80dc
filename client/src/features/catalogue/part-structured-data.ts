import type { DetailedProduct } from "../../components/product-details";
import { partPath } from "../../lib/paths";
import { absoluteUrl } from "../../lib/site-origin";

/**
 * The part as schema.org's Product, for search engines' rich results (price and stock beside the link).
 * Its URLs are absolute, on the shop's `origin`: the offer's is the part page's canonical URL.
 */
export function partStructuredData(product: DetailedProduct, origin: string) {
  const url = absoluteUrl(origin, partPath(product.id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.partNumber,
    mpn: product.partNumber,
    description: product.description,
    image: absoluteUrl(origin, product.picture),
    category: product.category,
    offers: {
      "@type": "Offer",
      // schema.org asks for a plain number with "." as the decimal separator; cents always shown.
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability:
        product.availableQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
  };
}
