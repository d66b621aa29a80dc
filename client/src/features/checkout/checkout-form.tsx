import { Box, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { DestinationInput } from "../../../../generated/client/graphql";
import { ChargesSummary } from "../../components/charges-summary";
import type { PaymentOption } from "../../components/order-payment";
import { SectionCard } from "../../components/section-card";
import { ShopForm } from "../../components/shop-form";
import type { CartQuote } from "../cart";
import { AddressFields } from "./address-fields";
import { destinationOf, newAddress, type CheckoutValues, type DeliveryDefaults } from "./checkout-values";
import { firstChoice, PaymentChoice } from "./payment-choice";
import { NEW_ADDRESS, SavedAddressChoice, type SavedAddress } from "./saved-address-choice";
import { ShippingChoice } from "./shipping-choice";

export type { CheckoutValues } from "./checkout-values";

/** A saved address as the form's fields hold it. */
export const fieldsOf = ({ address, phone }: SavedAddress): DeliveryDefaults => ({
  name: address.name,
  street: address.street,
  city: address.city,
  postalCode: address.postalCode,
  region: address.region ?? "",
  country: address.country,
  phone,
});

interface CheckoutFormProps {
  /** Where the order goes at first: the last saved address, or a new one with the profile's phone. */
  defaultValues: DeliveryDefaults;
  /** The buyer's saved addresses, the last used first; the first is chosen when it fills defaultValues. */
  savedAddresses?: readonly SavedAddress[];
  /** Takes a saved address out of the buyer's book. */
  onForgetAddress?: (id: string) => Promise<void>;
  /** What the cart costs by each shipping method to the address the form holds (see onDestination). */
  quote?: CartQuote;
  /** Told where the address goes whenever its country or region changes, to quote the cart there. */
  onDestination?: (destination: DestinationInput) => void;
  /** The ways to pay the shop takes (paymentOptions); pay on delivery is chosen at first. */
  paymentOptions?: readonly PaymentOption[];
  onSubmit: (values: CheckoutValues) => Promise<void>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
  /** The cart cannot be ordered as it is: nothing to send until it is changed. */
  disabled?: boolean;
}

/** Subtotal, Shipping, Tax and Total of the method chosen, as the shop quoted them. */
function OrderSummary({ quote }: { quote: CartQuote }) {
  const { control } = useFormContext<CheckoutValues>();
  const chosen = useWatch({ control, name: "shippingMethod" });
  const method = quote.methods.find((offered) => offered.method.code === chosen) ?? quote.methods[0];
  if (!method) return null;
  const { shippingCents, taxCents, totalCents } = method;
  const charges = {
    subtotalCents: totalCents - shippingCents - (taxCents ?? 0),
    shippingCents,
    taxCents,
    taxPercent: quote.taxPercent,
    totalCents,
  };
  return <ChargesSummary charges={charges} />;
}

/** The address section: saved addresses to choose from, above the fields they fill in. */
function DeliverySection({
  savedAddresses,
  onForgetAddress,
  onDestination,
}: Pick<CheckoutFormProps, "savedAddresses" | "onForgetAddress" | "onDestination">) {
  const { control, getValues, setValue, clearErrors } = useFormContext<CheckoutValues>();
  const [chosen, setChosen] = useState(savedAddresses?.[0]?.id ?? NEW_ADDRESS);
  const [forgetting, setForgetting] = useState<string>();
  const [country, region] = useWatch({ control, name: ["country", "region"] });
  useEffect(() => {
    onDestination?.(destinationOf({ country, region }));
  }, [country, region, onDestination]);

  const fill = (fields: DeliveryDefaults) => {
    for (const [name, value] of Object.entries(fields))
      setValue(name as keyof DeliveryDefaults, value, { shouldDirty: true });
    clearErrors();
  };
  const choose = (choice: string) => {
    setChosen(choice);
    const saved = savedAddresses?.find((address) => address.id === choice);
    fill(saved ? fieldsOf(saved) : newAddress(getValues("phone")));
  };
  const forget = async (id: string) => {
    setForgetting(id);
    try {
      await onForgetAddress?.(id);
      if (chosen === id) choose(NEW_ADDRESS);
    } finally {
      setForgetting(undefined);
    }
  };
  return (
    <SectionCard title="Delivery">
      {savedAddresses && savedAddresses.length > 0 && (
        <SavedAddressChoice
          addresses={savedAddresses}
          chosen={chosen}
          onChoose={choose}
          onForget={(id) => void forget(id)}
          forgetting={forgetting}
        />
      )}
      {/* Typing into a saved address's fields makes a new address of it (the shop keeps both). */}
      <Box display="contents" onInput={() => setChosen(NEW_ADDRESS)}>
        <AddressFields />
      </Box>
    </SectionCard>
  );
}

/**
 * Where the order goes (a saved address or a new one, and a phone, checked by the shop's own rules before
 * anything is sent), how it ships (the shop's methods quoted for the cart and the address), how it is
 * paid, what it all comes to, then Place order.
 */
export function CheckoutForm({
  defaultValues,
  savedAddresses,
  onForgetAddress,
  quote,
  onDestination,
  paymentOptions = [],
  onSubmit,
  serverErrors,
  disabled,
}: CheckoutFormProps) {
  return (
    <ShopForm<CheckoutValues>
      aria-label="Delivery and payment"
      defaultValues={{ ...defaultValues, shippingMethod: "", paymentMethod: firstChoice(paymentOptions) }}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel="Place order"
      size="lg"
      disabled={disabled}
    >
      {() => (
        <>
          <DeliverySection
            savedAddresses={savedAddresses}
            onForgetAddress={onForgetAddress}
            onDestination={onDestination}
          />
          <SectionCard title="Shipping">
            {quote ? (
              <ShippingChoice methods={quote.methods} />
            ) : (
              <Text color="gray.600">Getting shipping prices…</Text>
            )}
          </SectionCard>
          {paymentOptions.length > 0 && (
            <SectionCard title="Payment">
              <PaymentChoice options={paymentOptions} />
            </SectionCard>
          )}
          {quote && (
            <SectionCard title="Order summary">
              <OrderSummary quote={quote} />
            </SectionCard>
          )}
        </>
      )}
    </ShopForm>
  );
}
