import { SimpleGrid } from "@chakra-ui/react";
import type { CatalogueProductFragment } from "../../../../generated/client/graphql";
import type { Vehicle } from "../../lib/chosen-vehicle";
import { ProductCard } from "./product-card";

/** The spec's product grid: one column on phones, two on tablets, three on wider screens. */
export function ProductGrid({
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
}
