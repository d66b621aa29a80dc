import { Input, SimpleGrid, Text } from "@chakra-ui/react";
import { orderQuantityProblem } from "../../../../shared/field-rules/order-quantity";
import { ORDER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { DeliveryFields, type DeliveryValues } from "../../components/delivery-fields";
import { FormField } from "../../components/form-field";
import { SectionCard } from "../../components/section-card";
import { ShopForm } from "../../components/shop-form";
import { numberRules, wholeNumberInput } from "../../lib/form-rules";

export interface PlaceOrderValues extends DeliveryValues {
  quantity: number;
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
  return (
    <SectionCard title="Add to My Product" headingSize="xl">
      <ShopForm<PlaceOrderValues>
        defaultValues={{ address: "", quantity: minimum, phone: "" }}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        submitLabel="Order Now"
        disabled={soldOut}
      >
        {({ register, formState: { errors } }) => (
          <>
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
            <DeliveryFields
              rules={ORDER_FIELDS}
              besidePhone={
                <FormField
                  label="Quantity"
                  required
                  error={errors.quantity?.message}
                  helperText={soldOut ? undefined : `At least ${minimum}, at most ${available}`}
                >
                  <Input
                    {...wholeNumberInput(minimum, available)}
                    {...register(
                      "quantity",
                      numberRules(
                        ORDER_FIELDS.quantity,
                        (quantity) => orderQuantityProblem(quantity, product)?.message,
                      ),
                    )}
                  />
                </FormField>
              }
            />
            {soldOut && (
              <Text color="red.700" fontWeight="medium" role="status">
                {available === 0
                  ? "This product is out of stock."
                  : `Only ${available} left in stock, fewer than the minimum order of ${minimum}.`}
              </Text>
            )}
          </>
        )}
      </ShopForm>
    </SectionCard>
  );
}
