import { Input, SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { TextRule } from "../../../shared/field-rules/rule";
import { textRules } from "../lib/form-rules";
import { FormField } from "./form-field";

/** Where an order goes: the values of every form that holds DeliveryFields include these. */
export interface DeliveryValues {
  address: string;
  phone: string;
}

interface DeliveryFieldsProps {
  /** The form's own rules for the two (shared/field-rules/shop-fields.ts: ORDER_FIELDS, PROFILE_FIELDS). */
  rules: { address: TextRule; phone: TextRule };
  /** A field of the form's own beside the phone (the purchase's quantity); without one the phone has the row. */
  besidePhone?: ReactNode;
}

/**
 * The address and the phone an order is sent to, checked by the shop's rules, inside a ShopForm (they
 * read the form from context): the purchase form and the profile hold them alike (the checkout asks for
 * a postal address instead: features/checkout/address-fields.tsx).
 */
export function DeliveryFields({ rules, besidePhone }: DeliveryFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<DeliveryValues>();
  const phone = (
    <FormField label="Phone" required error={errors.phone?.message}>
      <Input type="tel" autoComplete="tel" {...register("phone", textRules(rules.phone))} />
    </FormField>
  );
  return (
    <>
      <FormField label="Address" required error={errors.address?.message}>
        <Input autoComplete="street-address" {...register("address", textRules(rules.address))} />
      </FormField>
      {besidePhone ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {besidePhone}
          {phone}
        </SimpleGrid>
      ) : (
        phone
      )}
    </>
  );
}
