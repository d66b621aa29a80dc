import type { PartReviewsFragment } from "../../../../generated/client/graphql";
import type { DetailedProduct } from "../../components/product-details";
import { partPath } from "../../lib/paths";
import { absoluteUrl } from "../../lib/site-origin";
import { reviewsStructuredData } from "../reviews";

/** What each of a part's other numbers is called, as the part page names them. */
const NUMBER_NAMES = [
  ["oeNumbers", "OE number"],
  ["interchangeNumbers", "Interchange number"],
] as const;

/**
 * The part as schema.org's Product, for search engines' rich results (price and stock beside the link).
 * Its URLs are absolute, on the shop's `origin`: the offer's is the part page's canonical URL. The part
 * number is its `sku` and `mpn`; the OE and interchange numbers it answers to, which schema.org has no
 * property of their own for, are each a PropertyValue of `additionalProperty`, so a search for one can
 * find the page. Its reviews give it `aggregateRating` and `review` (the reviews feature's rules).
 */
export function partStructuredData(product: DetailedProduct & PartReviewsFragment, origin: string) {
  const url = absoluteUrl(origin, partPath(product.id));
  const numbers = NUMBER_NAMES.flatMap(([field, name]) =>
    product[field].map((value) => ({ "@type": "PropertyValue", name, value })),
  );
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.partNumber,
    mpn: product.partNumber,
    description: product.description,
    image: absoluteUrl(origin, product.picture),
    category: product.category,
    ...(numbers.length > 0 && { additionalProperty: numbers }),
    ...reviewsStructuredData(product),
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
