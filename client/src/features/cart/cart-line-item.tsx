import { Box, Button, Flex, Heading, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { FitBadge } from "../../components/fit-badge";
import { LineVehicle } from "../../components/line-vehicle";
import type { Vehicle } from "../../lib/chosen-vehicle";
import type { CartLineView } from "./api";
import { formatPrice } from "../../../../shared/format-price";
import { partPath } from "../../lib/paths";
import { CartLineWarnings } from "./cart-line-warnings";
import { QuantityControl } from "./quantity-control";

interface CartLineItemProps {
  line: CartLineView;
  /** The vehicle chosen now, which a line added without one is checked against. */
  chosenVehicle: Vehicle | null;
  /** Sets the line's quantity; resolves to why not, in words, or undefined once done. */
  onQuantity: (quantity: number) => Promise<string | undefined>;
  onRemove: () => void;
}

/**
 * One line of the cart: the part (picture, name, part number), its terms as they are today (price,
 * stock, minimum order), the vehicle it was added for (or, added without one, whether it fits the vehicle
 * chosen now), what has changed or stands in the way, the quantity and what the line costs.
 */
export function CartLineItem({ line, chosenVehicle, onQuantity, onRemove }: CartLineItemProps) {
  const { product } = line;
  const nameId = useId();
  const inStock = product.availableQuantity > 0;
  return (
    <Flex
      as="article"
      aria-labelledby={nameId}
      gap={{ base: "3", sm: "5" }}
      p={{ base: "3", sm: "4" }}
      bg="white"
      borderWidth="1px"
      rounded="lg"
    >
      <Image
        src={product.picture}
        alt=""
        htmlWidth={120}
        htmlHeight={90}
        w={{ base: "20", sm: "32" }}
        aspectRatio={4 / 3}
        h="auto"
        alignSelf="flex-start"
        objectFit="contain"
        flexShrink={0}
        bg="gray.50"
        rounded="md"
      />
      <Stack gap="2" flex="1" minW="0">
        <Flex justify="space-between" gap="3" align="flex-start">
          <Box minW="0">
            <Heading as="h2" size="md" id={nameId}>
              <Link asChild color="inherit">
                <RouterLink to={partPath(product.id)}>{product.name}</RouterLink>
              </Link>
            </Heading>
            <Text fontSize="sm" color="gray.600">
              Part # {product.partNumber}
            </Text>
          </Box>
          <Box textAlign="end" flexShrink={0}>
            <Text fontSize="xs" color="gray.600">
              Line total
            </Text>
            <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
              {formatPrice(line.lineTotal)}
            </Text>
          </Box>
        </Flex>
        <Text fontSize="sm" color="gray.700">
          {formatPrice(product.price)} each · Minimum order {product.minimumOrderQuantity} ·{" "}
          <Text as="span" color={inStock ? "green.700" : "red.700"} fontWeight="semibold">
            {inStock ? `In stock: ${product.availableQuantity} available` : "Out of stock"}
          </Text>
        </Text>
        {/* A part that does not fit is one of the warnings below; the line says every other state. */}
        <LineVehicle
          vehicle={line.vehicle}
          state={line.fitmentState === "DOES_NOT_FIT" ? null : (line.fitmentState ?? null)}
        />
        {!line.vehicle && <FitBadge vehicle={chosenVehicle} state={product.fitmentState} />}
        <CartLineWarnings line={line} />
        <Flex justify="space-between" align="flex-end" gap="2">
          <QuantityControl
            productName={product.name}
            quantity={line.quantity}
            minimum={product.minimumOrderQuantity}
            available={product.availableQuantity}
            onChange={onQuantity}
          />
          <Button
            variant="ghost"
            colorPalette="red"
            size="sm"
            aria-label={`Remove ${product.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
