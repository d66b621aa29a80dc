import { HStack, RadioCard, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { arrivalWindow } from "../../components/arrival-window";
import { centsText } from "../../components/order-payment";
import type { ShippingQuote } from "../cart";

/** A method's price for this cart: "Free" over its threshold. */
export const shippingPriceText = (quote: ShippingQuote) =>
  quote.shippingCents === 0 ? "Free" : centsText(quote.shippingCents);

/**
 * The shop's shipping methods as quoted for the cart and the address (the first chosen at first), inside
 * the checkout's form: each with its price for this cart and when the parts would arrive.
 */
export function ShippingChoice({ methods }: { methods: readonly ShippingQuote[] }) {
  const { control, getValues, setValue } = useFormContext<{ shippingMethod: string }>();
  // Until the methods are known nothing is chosen; then the shop's first is, unless one still offered is.
  useEffect(() => {
    const chosen = getValues("shippingMethod");
    if (methods.length && !methods.some((quote) => quote.method.code === chosen))
      setValue("shippingMethod", methods[0]!.method.code);
  }, [methods, getValues, setValue]);
  return (
    <Controller
      control={control}
      name="shippingMethod"
      render={({ field, fieldState }) => (
        <RadioCard.Root
          name={field.name}
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
          colorPalette="blue"
          size="sm"
        >
          <RadioCard.Label>How should it ship?</RadioCard.Label>
          <Stack gap="2">
            {methods.map((quote) => (
              <RadioCard.Item key={quote.method.code} value={quote.method.code}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <HStack justify="space-between" w="full" gap="3">
                      <RadioCard.ItemText>{quote.method.name}</RadioCard.ItemText>
                      <Text fontWeight="semibold">{shippingPriceText(quote)}</Text>
                    </HStack>
                    <RadioCard.ItemDescription>
                      {arrivalWindow(quote.arrivesFrom, quote.arrivesBy)}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Stack>
          {/* The shop's refusal of the method (its methods changed meanwhile). */}
          {fieldState.error && (
            <Text color="red.600" fontSize="sm" role="alert">
              {fieldState.error.message}
            </Text>
          )}
        </RadioCard.Root>
      )}
    />
  );
}
