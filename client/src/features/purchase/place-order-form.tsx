import { Button, Card, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { orderQuantityProblem } from "../../../../shared/field-rules/order-quantity";
import { ORDER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { numberRules, textRules } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

export interface PlaceOrderValues {
  address: string;
  quantity: number;
  phone: string;
}

interface PlaceOrderFormProps {
  /** The signed-in buyer, shown but not editable: orders are always in the buyer's own name. */
  buyer: { name: string; email: string };
  product: { name: string; minimumOrderQuantity: number; availableQuantity: number };
  /** Resolves true once the order is placed; the form then starts over for the next order. */
  onSubmit: (values: PlaceOrderValues) => Promise<boolean>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/** Shown, not edited: legible (Chakra's disabled look fades text below readable contrast), but clearly fixed. */
const FIXED_FIELD = {
  bg: "gray.100",
  color: "gray.800",
  _disabled: { opacity: 1, cursor: "not-allowed" },
} as const;

/** The spec's 'Add to My Product' form. Quantity is checked against the minimum and the stock before sending. */
export function PlaceOrderForm({ buyer, product, onSubmit, serverErrors }: PlaceOrderFormProps) {
  const { minimumOrderQuantity: minimum, availableQuantity: available } = product;
  const soldOut = available === 0 || available < minimum;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlaceOrderValues>({ defaultValues: { address: "", quantity: minimum, phone: "" } });

  useServerErrors(serverErrors, setError);

  return (
    <Card.Root as="section" aria-labelledby="order-form-title">
      <Card.Body>
        <Heading as="h2" id="order-form-title" size="xl" mb="4">
          Add to My Product
        </Heading>
        <form
          noValidate
          onSubmit={handleSubmit(async (values) => {
            if (await onSubmit(values)) reset();
          })}
        >
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Name">
                <Input value={buyer.name} disabled readOnly {...FIXED_FIELD} />
              </FormField>
              <FormField label="Email">
                <Input type="email" value={buyer.email} disabled readOnly {...FIXED_FIELD} />
              </FormField>
            </SimpleGrid>
            <FormField label="Product">
              <Input value={product.name} readOnly {...FIXED_FIELD} />
            </FormField>
            <FormField label="Address" required error={errors.address?.message}>
              <Input
                autoComplete="street-address"
                {...register("address", textRules(ORDER_FIELDS.address))}
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label="Quantity"
                required
                error={errors.quantity?.message}
                helperText={soldOut ? undefined : `At least ${minimum}, at most ${available}`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={minimum}
                  max={available}
                  step={1}
                  {...register(
                    "quantity",
                    numberRules(
                      ORDER_FIELDS.quantity,
                      (quantity) => orderQuantityProblem(quantity, product)?.message,
                    ),
                  )}
                />
              </FormField>
              <FormField label="Phone" required error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...register("phone", textRules(ORDER_FIELDS.phone))} />
              </FormField>
            </SimpleGrid>
            {soldOut && (
              <Text color="red.700" fontWeight="medium" role="status">
                {available === 0
                  ? "This product is out of stock."
                  : `Only ${available} left in stock, fewer than the minimum order of ${minimum}.`}
              </Text>
            )}
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf={{ base: "stretch", md: "flex-start" }}
              loading={isSubmitting}
              disabled={soldOut}
            >
              Order Now
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
