import { Box, DataList, Heading, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql } from "../../../generated/client";
import type { ProductDetailsFragment } from "../../../generated/client/graphql";
import { formatPrice } from "../../../shared/format-price";
import { LabelledValue } from "./labelled-value";
import { VehicleFitments } from "./vehicle-fitments";

/** Everything a page about one part shows: the part page and the purchase page both ask for these. */
graphql(`
  fragment ProductDetails on Product {
    ...ProductFacts
    oeNumbers
    interchangeNumbers
    universal
    fitments {
      ...FitmentRange
    }
  }
`);

export type DetailedProduct = ProductDetailsFragment;

/** The parts' pictures are drawn at 4:3 (400x300); the size is given so the page does not jump as it loads. */
const PICTURE = { width: 800, height: 600 };

interface ProductDetailsProps {
  product: DetailedProduct;
  /** Whether the part fits the chosen vehicle (a FitBadge), under the name. */
  fitBadge?: ReactNode;
  /** What reviewers made of the part (its rating), right under the name, as shoppers look for it. */
  rating?: ReactNode;
  /** What the shopper can do with the part, after its facts. */
  actions?: ReactNode;
}

/** A fact listing a part's other numbers, if it has any. */
const numbersFact = (label: string, numbers: string[]): [string, ReactNode][] =>
  numbers.length ? [[label, numbers.join(", ")]] : [];

/** One part described in full: picture, name, price, stock, facts and the vehicles it fits. */
export function ProductDetails({ product, fitBadge, rating, actions }: ProductDetailsProps) {
  const inStock = product.availableQuantity > 0;
  const facts: [string, ReactNode][] = [
    ["Part number", product.partNumber],
    // The numbers a repair quote or another brand's box gives: a shopper checks them against these.
    ...numbersFact("Replaces OE", product.oeNumbers),
    ...numbersFact("Interchanges with", product.interchangeNumbers),
    ["Category", product.category],
    ["Minimum order quantity", product.minimumOrderQuantity],
  ];
  return (
    <SimpleGrid as="article" columns={{ base: 1, md: 2 }} gap={{ base: "6", lg: "10" }} alignItems="start">
      <Box bg="white" borderWidth="1px" rounded="lg" overflow="hidden">
        {/* Above the fold on every width: fetched first, never lazily. */}
        <Image
          src={product.picture}
          alt={product.name}
          htmlWidth={PICTURE.width}
          htmlHeight={PICTURE.height}
          w="full"
          h="auto"
          aspectRatio={4 / 3}
          objectFit="contain"
          fetchPriority="high"
        />
      </Box>
      <Stack gap="4" minW="0">
        <Heading as="h1" size="2xl">
          {product.name}
        </Heading>
        {rating}
        {/* A box of its own, so the badge keeps its natural width instead of stretching across; none (and no
            gap) while the badge shows nothing, as when no vehicle is chosen. */}
        {fitBadge && <Box _empty={{ display: "none" }}>{fitBadge}</Box>}
        <Text fontSize="xl" fontWeight="semibold">
          {formatPrice(product.price)} per product
        </Text>
        {/* The stock in words, with the available quantity the spec's purchase page shows. */}
        <Text fontWeight="semibold" color={inStock ? "green.700" : "red.700"}>
          {inStock ? `In stock: ${product.availableQuantity} available` : "Out of stock"}
        </Text>
        <Text color="gray.700">{product.description}</Text>
        <DataList.Root orientation="horizontal" size="md">
          {facts.map(([label, value]) => (
            <LabelledValue key={label} label={label} labelMinW={{ base: "36", sm: "44" }}>
              {value}
            </LabelledValue>
          ))}
        </DataList.Root>
        {actions}
        <VehicleFitments fitments={product.fitments} universal={product.universal} />
      </Stack>
    </SimpleGrid>
  );
}
