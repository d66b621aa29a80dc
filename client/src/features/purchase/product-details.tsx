import { Box, DataList, FormatNumber, Heading, Image, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PurchaseProductQuery } from "../../../../generated/client/graphql";

export type PurchaseProduct = NonNullable<PurchaseProductQuery["product"]>;

/** Which vehicles the part fits; an empty list is the schema's way of saying "all of them". */
function Fitments({ fitments }: { fitments: PurchaseProduct["fitments"] }) {
  if (fitments.length === 0) return <Text>Universal: fits every vehicle</Text>;
  return (
    <List.Root ps="5">
      {fitments.map((f) => (
        <List.Item key={`${f.make} ${f.model} ${f.yearFrom}`}>
          {f.make} {f.model} {f.yearFrom}–{f.yearTo}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The purchase page's description of the part; `fitBadge` says whether it fits the chosen vehicle. */
export function ProductDetails({ product, fitBadge }: { product: PurchaseProduct; fitBadge?: ReactNode }) {
  const facts: [string, ReactNode][] = [
    ["Part number", product.partNumber],
    ["Category", product.category],
    ["Available quantity", product.availableQuantity],
    ["Minimum order quantity", product.minimumOrderQuantity],
  ];
  return (
    <SimpleGrid as="article" columns={{ base: 1, md: 2 }} gap={{ base: "6", lg: "10" }} alignItems="start">
      <Box bg="white" borderWidth="1px" rounded="lg" overflow="hidden">
        <Image src={product.picture} alt={product.name} w="full" aspectRatio={4 / 3} objectFit="contain" />
      </Box>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {product.name}
        </Heading>
        {/* A box of its own, so the badge keeps its natural width instead of stretching across. */}
        {fitBadge && <Box>{fitBadge}</Box>}
        <Text fontSize="xl" fontWeight="semibold">
          <FormatNumber value={product.price} style="currency" currency="USD" /> per product
        </Text>
        <Text color="gray.700">{product.description}</Text>
        <DataList.Root orientation="horizontal" size="md">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel color="gray.600" minW="44">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Fits
          </Heading>
          <Fitments fitments={product.fitments} />
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
