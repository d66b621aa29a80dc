import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { postalAddressProblems, type AddressProblem } from "../../../../shared/field-rules/postal-address";
import { CHECKOUT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { COUNTRIES, countryOf } from "../../../../shared/postal-addresses";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";
import { postalAddressOf, type DeliveryDefaults } from "./checkout-values";

/** What the address says wrong of its own country in `field` (postal-address.ts, as the shop checks it). */
const againstCountry = (field: AddressProblem["field"]) => (_: string, values: DeliveryDefaults) =>
  postalAddressProblems(postalAddressOf(values)).problems.find((problem) => problem.field === field)?.message;

/** The region's label as the country calls it: a state or province it must name, or any region it may. */
export function regionLabelOf(countryCode: string): { label: string; required: boolean } {
  const country = countryOf(countryCode);
  return country?.regions
    ? { label: country.regionLabel ?? "Region", required: true }
    : { label: "Region (optional)", required: false };
}

/**
 * Where the order goes, as a postal service needs it, and a phone for the courier, inside the checkout's
 * form (they read it from context): each field checked by the shop's rules (CHECKOUT_FIELDS), and the
 * postal code and region against the country chosen, as the shop checks them, before anything is sent.
 */
export function AddressFields() {
  const {
    register,
    control,
    trigger,
    formState: { errors, isSubmitted },
  } = useFormContext<DeliveryDefaults>();
  const country = useWatch({ control, name: "country" });
  const region = regionLabelOf(country);
  // Another country asks for another postal code and region: once the form was sent, say so at once.
  useEffect(() => {
    if (isSubmitted) void trigger(["postalCode", "region"]);
  }, [country, isSubmitted, trigger]);
  return (
    <>
      <FormField label="Full name" required error={errors.name?.message}>
        <Input autoComplete="shipping name" {...register("name", textRules(CHECKOUT_FIELDS.name))} />
      </FormField>
      <FormField label="Street address" required error={errors.street?.message}>
        <Input
          autoComplete="shipping street-address"
          {...register("street", textRules(CHECKOUT_FIELDS.street))}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="City" required error={errors.city?.message}>
          <Input
            autoComplete="shipping address-level2"
            {...register("city", textRules(CHECKOUT_FIELDS.city))}
          />
        </FormField>
        <FormField label={region.label} required={region.required} error={errors.region?.message}>
          <Input
            autoComplete="shipping address-level1"
            {...register("region", textRules(CHECKOUT_FIELDS.region, againstCountry("region")))}
          />
        </FormField>
        <FormField label="Postal code" required error={errors.postalCode?.message}>
          <Input
            autoComplete="shipping postal-code"
            {...register("postalCode", textRules(CHECKOUT_FIELDS.postalCode, againstCountry("postalCode")))}
          />
        </FormField>
        <FormField label="Country" required error={errors.country?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field
              autoComplete="shipping country"
              {...register("country", textRules(CHECKOUT_FIELDS.country))}
            >
              {COUNTRIES.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label="Phone" required error={errors.phone?.message}>
        <Input
          type="tel"
          autoComplete="shipping tel"
          {...register("phone", textRules(CHECKOUT_FIELDS.phone))}
        />
      </FormField>
    </>
  );
}
