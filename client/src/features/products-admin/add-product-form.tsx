import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useId } from "react";
import type { ProductInput } from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { ShopForm } from "../../components/shop-form";
import { PRODUCT_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { numberTextRules, textRules, wholeNumberInput } from "../../lib/form-rules";

/** What the inputs hold: text, as typed. Named as the API's fields, so its field errors line up. */
export interface AddProductValues {
  name: string;
  description: string;
  availableQuantity: string;
  minimumOrderQuantity: string;
  picture: string;
  price: string;
  partNumber: string;
  category: string;
}

const EMPTY: AddProductValues = {
  name: "",
  description: "",
  availableQuantity: "",
  minimumOrderQuantity: "",
  picture: "",
  price: "",
  partNumber: "",
  category: "",
};

/** An optional number field's text as the API wants it: absent when left empty. */
const optionalNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** An optional text field: absent when left empty, so the server's default applies. */
const optionalText = (text: string) => text.trim() || undefined;

export function toProductInput(values: AddProductValues): ProductInput {
  return {
    name: values.name.trim(),
    description: optionalText(values.description),
    availableQuantity: optionalNumber(values.availableQuantity),
    minimumOrderQuantity: Number(values.minimumOrderQuantity),
    picture: optionalText(values.picture),
    price: Number(values.price),
    partNumber: optionalText(values.partNumber),
    category: optionalText(values.category),
  };
}

interface AddProductFormProps {
  /** Resolves true once the product is stored: the form then empties for the next one. */
  onSubmit: (input: ProductInput) => Promise<boolean>;
  /** The server's BAD_USER_INPUT messages by field. */
  serverErrors?: Record<string, string>;
  /** Categories already in the catalogue, offered while typing so one part family keeps one name. */
  categories?: string[];
}

export function AddProductForm({ onSubmit, serverErrors, categories = [] }: AddProductFormProps) {
  const categoryListId = useId();
  return (
    <ShopForm
      defaultValues={EMPTY}
      onSubmit={(values) => onSubmit(toProductInput(values))}
      serverErrors={serverErrors}
      submitLabel="Add Product"
    >
      {({ register, formState: { errors } }) => {
        const errorOf = (field: keyof AddProductValues) => errors[field]?.message;
        return (
          <>
            <FormField label="Name" error={errorOf("name")} required>
              <Input {...register("name", textRules(PRODUCT_FIELDS.name))} />
            </FormField>
            <FormField label="Description" error={errorOf("description")}>
              <Textarea rows={4} {...register("description", textRules(PRODUCT_FIELDS.description))} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField
                label="Available Quantity"
                error={errorOf("availableQuantity")}
                helperText="In stock now"
              >
                <Input
                  {...wholeNumberInput(0)}
                  {...register("availableQuantity", numberTextRules(PRODUCT_FIELDS.availableQuantity))}
                />
              </FormField>
              <FormField label="Minimum Order Quantity" error={errorOf("minimumOrderQuantity")} required>
                <Input
                  inputMode="numeric"
                  {...register("minimumOrderQuantity", numberTextRules(PRODUCT_FIELDS.minimumOrderQuantity))}
                />
              </FormField>
              <FormField label="Photo URL" error={errorOf("picture")} helperText="A web address (https://…)">
                <Input type="url" {...register("picture", textRules(PRODUCT_FIELDS.picture))} />
              </FormField>
              <FormField label="Price" error={errorOf("price")} required helperText="US dollars per item">
                <Input inputMode="decimal" {...register("price", numberTextRules(PRODUCT_FIELDS.price))} />
              </FormField>
              <FormField
                label="Part Number"
                error={errorOf("partNumber")}
                helperText="Left empty, the shop makes one"
              >
                <Input {...register("partNumber", textRules(PRODUCT_FIELDS.partNumber))} />
              </FormField>
              <FormField
                label="Category"
                error={errorOf("category")}
                helperText="e.g. Brakes; left empty: Other"
              >
                <Input list={categoryListId} {...register("category", textRules(PRODUCT_FIELDS.category))} />
                <datalist id={categoryListId}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </FormField>
            </SimpleGrid>
          </>
        );
      }}
    </ShopForm>
  );
}
