import { SimpleGrid } from "@chakra-ui/react";
import { memo } from "react";
import type { CatalogueProductFragment } from "../../../../generated/client/graphql";
import type { Vehicle } from "../../lib/chosen-vehicle";
import { ProductCard } from "./product-card";

/**
 * The spec's product grid: one column on phones, two on tablets, three on wider screens. Drawn again only
 * when its parts or vehicle change: choosing a vehicle first dims the list it replaces, and a phone must
 * not draw a dozen cards again to do that before it shows the choice (interaction to next paint).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  vehicle,
}: {
  products: CatalogueProductFragment[];
  vehicle: Vehicle | null;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} vehicle={vehicle} />
        </li>
      ))}
    </SimpleGrid>
  );
});
