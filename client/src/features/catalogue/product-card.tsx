import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { CatalogueProductFragment } from "../../../../generated/client/graphql";
import { partPath, purchasePath } from "../../lib/paths";
import { AddToCartButton } from "../cart";
import { FitBadge } from "../../components/fit-badge";
import type { Vehicle } from "../../lib/chosen-vehicle";
import { formatPrice } from "../../../../shared/format-price";

interface ProductCardProps {
  product: CatalogueProductFragment;
  /** The shopper's vehicle; with it the card says whether the part fits. */
  vehicle: Vehicle | null;
}

/** One part in the catalogue: what it is, what it costs, how many can be had, and the way to buy it. */
export function ProductCard({ product, vehicle }: ProductCardProps) {
  const inStock = product.availableQuantity > 0;
  return (
    <Card.Root variant="outline" bg="white" overflow="hidden" h="full">
      {/* The picture leads to the part's page too, for the mouse; keyboards and screen readers have the
          name's link, so this one is left out of the tab order and the accessibility tree. */}
      <RouterLink to={partPath(product.id)} tabIndex={-1} aria-hidden>
        <AspectRatio ratio={4 / 3} bg="gray.50" borderBottomWidth="1px">
          <Image src={product.picture} alt={product.name} objectFit="contain" p="3" loading="lazy" />
        </AspectRatio>
      </RouterLink>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Badge colorPalette="gray" variant="subtle">
            {product.category}
          </Badge>
          <Text fontSize="sm" color="gray.600">
            Part # {product.partNumber}
          </Text>
        </HStack>
        <Heading as="h3" size="md">
          <Link asChild color="inherit">
            <RouterLink to={partPath(product.id)}>{product.name}</RouterLink>
          </Link>
        </Heading>
        <FitBadge vehicle={vehicle} state={product.fitmentState} />
        <Text color="gray.600" lineClamp={3}>
          {product.description}
        </Text>
        <Stack gap="1" mt="auto" fontSize="sm" color="gray.700">
          <Text fontSize="2xl" fontWeight="bold" color="gray.900">
            {formatPrice(product.price)}
            <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">
              {" "}
              per item
            </Text>
          </Text>
          <Text>Minimum order quantity: {product.minimumOrderQuantity}</Text>
          {inStock ? (
            <Text>Available quantity: {product.availableQuantity}</Text>
          ) : (
            <Text color="red.700" fontWeight="semibold">
              Out of stock
            </Text>
          )}
        </Stack>
      </Card.Body>
      {/* Add to cart leads: a shopper usually buys several parts for one job; the spec's Purchase, which
          orders this part alone, stands beside it. */}
      <Card.Footer gap="3">
        <AddToCartButton
          product={product}
          fit={{ vehicle, state: product.fitmentState }}
          variant="solid"
          flex="1"
        />
        <Button asChild variant="outline" colorPalette="blue" flex="1">
          <RouterLink to={purchasePath(product.id)} aria-label={`Purchase ${product.name}`}>
            Purchase
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
