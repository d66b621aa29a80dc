import { Badge, Card, DataList, Heading, HStack, Image, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import { formatPrice } from "../../../../shared/format-price";

const PLACEHOLDER_PICTURE = "/assets/placeholder-part.svg";

interface AdminProductCardProps {
  product: AdminProductFieldsFragment;
  /** The admin's buttons for this product. */
  actions: ReactNode;
}

/** One product as Manage Product lists it: every field the spec names, the actions below. */
export function AdminProductCard({ product, actions }: AdminProductCardProps) {
  const facts: Array<[string, string]> = [
    ["Available Quantity", String(product.availableQuantity)],
    ["Minimum Order Quantity", String(product.minimumOrderQuantity)],
    ["Price", formatPrice(product.price)],
  ];
  return (
    <Card.Root as="article" overflow="hidden" h="full">
      <Image
        src={product.picture}
        alt={product.name}
        aspectRatio={4 / 3}
        objectFit="contain"
        bg="white"
        borderBottomWidth="1px"
        loading="lazy"
        onError={(event) => {
          // A broken link shows the shop's placeholder instead of the browser's broken-image icon.
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_PICTURE))
            event.currentTarget.src = PLACEHOLDER_PICTURE;
        }}
      />
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {product.name}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle">{product.category}</Badge>
          <Text fontSize="sm" color="gray.600">
            Part No. {product.partNumber}
          </Text>
        </HStack>
        {product.description && (
          <Text color="gray.700" lineClamp={3}>
            {product.description}
          </Text>
        )}
        <DataList.Root orientation="horizontal" gap="1.5" mt="auto">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel color="gray.600" flex="1" minW="0">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue flex="none" fontWeight="semibold" color="gray.900">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer gap="3">{actions}</Card.Footer>
    </Card.Root>
  );
}
