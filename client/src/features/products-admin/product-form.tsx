import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useId } from "react";
import type {
  AdminProductFieldsFragment,
  PartType,
  ProductInput,
  ProductUpdateInput,
} from "../../../../generated/client/graphql";
import { FormField } from "../../components/form-field";
import { SelectField } from "../../components/select-field";
import { ShopForm } from "../../components/shop-form";
import {
  PART_REFERENCE_FIELDS,
  PRODUCT_CHANGE_FIELDS,
  PRODUCT_FIELDS,
} from "../../../../shared/field-rules/shop-fields";
import { NUMBER_LIST_HEADERS, PART_TYPE_HEADER } from "../../../../shared/catalogue-import";
import { PART_TYPES } from "../../../../shared/part-types";
import { splitNumbers } from "../../../../shared/part-numbers";
import { numberListRules, numberTextRules, textRules, wholeNumberInput } from "../../lib/form-rules";
import { FitmentRows, toFitmentInputs, toFitmentValues, type FitmentValues } from "./fitment-rows";
import { PictureUpload } from "./picture-upload";

/** What the inputs hold: text, as typed. Named as the API's fields, so its field errors line up. */
export interface ProductFormValues {
  name: string;
  description: string;
  availableQuantity: string;
  minimumOrderQuantity: string;
  picture: string;
  price: string;
  partNumber: string;
  /** The OE numbers, separated by commas. */
  oeNumbers: string;
  /** Other brands' numbers, separated by commas. */
  interchangeNumbers: string;
  category: string;
  /** A PartType, or empty for none. */
  partType: string;
  reorderLevel: string;
  universal: boolean;
  fitments: FitmentValues[];
}

/** The form's values for a product as stored, or empty for a new one. */
function valuesOf(product: AdminProductFieldsFragment | undefined): ProductFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  return {
    name: text(product?.name),
    description: text(product?.description),
    availableQuantity: text(product?.availableQuantity),
    minimumOrderQuantity: text(product?.minimumOrderQuantity),
    picture: text(product?.picture),
    price: text(product?.price),
    partNumber: text(product?.partNumber),
    oeNumbers: (product?.oeNumbers ?? []).join(", "),
    interchangeNumbers: (product?.interchangeNumbers ?? []).join(", "),
    category: text(product?.category),
    partType: text(product?.partType),
    reorderLevel: text(product?.reorderLevel),
    universal: product?.universal ?? false,
    fitments: toFitmentValues(product?.fitments ?? []),
  };
}

/** An optional number field's text as the API wants it: absent when left empty. */
const optionalNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** An optional text field: absent when left empty, so the server's default applies. */
const optionalText = (text: string) => text.trim() || undefined;

/** A new product: what was left empty is left out, for the server's defaults. */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    description: optionalText(values.description),
    availableQuantity: optionalNumber(values.availableQuantity),
    minimumOrderQuantity: Number(values.minimumOrderQuantity),
    picture: optionalText(values.picture),
    price: Number(values.price),
    partNumber: optionalText(values.partNumber),
    oeNumbers: splitNumbers(values.oeNumbers),
    interchangeNumbers: splitNumbers(values.interchangeNumbers),
    category: optionalText(values.category),
    partType: (values.partType || undefined) as PartType | undefined,
    reorderLevel: optionalNumber(values.reorderLevel),
    universal: values.universal,
    // Rows kept under a ticked Universal are not sent: the part lists no vehicles.
    fitments: values.universal ? [] : toFitmentInputs(values.fitments),
  };
}

/**
 * A change: every field as the form shows it, so what was emptied is emptied (a description, a picture:
 * the placeholder), a part type set to none is removed (null) and a reorder level left empty goes back
 * to the shop's default (null).
 */
export function toProductChange(values: ProductFormValues): ProductUpdateInput {
  return {
    ...toProductInput(values),
    description: values.description.trim(),
    picture: values.picture.trim(),
    availableQuantity: Number(values.availableQuantity),
    partNumber: values.partNumber.trim(),
    category: values.category.trim(),
    partType: (values.partType || null) as PartType | null,
    reorderLevel: optionalNumber(values.reorderLevel) ?? null,
  };
}

/** The boxes of a part's other numbers, each holding several separated by commas. */
const NUMBER_LISTS = [
  {
    name: "oeNumbers",
    label: NUMBER_LIST_HEADERS.oeNumbers,
    helperText: "The carmaker's numbers it replaces, separated by commas",
  },
  {
    name: "interchangeNumbers",
    label: NUMBER_LIST_HEADERS.interchangeNumbers,
    helperText: "Other brands' numbers for it, separated by commas",
  },
] as const;

interface ProductFormProps {
  /** The product to edit; none for Add Product. */
  product?: AdminProductFieldsFragment;
  /** Resolves true once the values are stored: a new product's form then empties for the next one. */
  onSubmit: (values: ProductFormValues) => Promise<boolean>;
  submitLabel: string;
  /** The server's BAD_USER_INPUT messages by field. */
  serverErrors?: Record<string, string>;
  /** Categories already in the catalogue, offered while typing so one part family keeps one name. */
  categories?: string[];
}

/**
 * Every field of a product, for Add Product and Manage Product's Edit alike. A change is held to
 * PRODUCT_CHANGE_FIELDS (what had a default may not be emptied), a new product to PRODUCT_FIELDS.
 */
export function ProductForm({
  product,
  onSubmit,
  submitLabel,
  serverErrors,
  categories = [],
}: ProductFormProps) {
  const categoryListId = useId();
  const rules = product ? PRODUCT_CHANGE_FIELDS : PRODUCT_FIELDS;
  return (
    <ShopForm
      defaultValues={valuesOf(product)}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel={submitLabel}
    >
      {({ register, formState: { errors } }) => {
        const errorOf = (field: Exclude<keyof ProductFormValues, "fitments" | "universal">) =>
          errors[field]?.message;
        return (
          <>
            <FormField label="Name" error={errorOf("name")} required>
              <Input {...register("name", textRules(rules.name))} />
            </FormField>
            <FormField label="Description" error={errorOf("description")}>
              <Textarea rows={4} {...register("description", textRules(rules.description))} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField
                label="Available Quantity"
                error={errorOf("availableQuantity")}
                required={Boolean(product)}
                helperText="In stock now"
              >
                <Input
                  {...wholeNumberInput(0)}
                  {...register("availableQuantity", numberTextRules(rules.availableQuantity))}
                />
              </FormField>
              <FormField label="Minimum Order Quantity" error={errorOf("minimumOrderQuantity")} required>
                <Input
                  inputMode="numeric"
                  {...register("minimumOrderQuantity", numberTextRules(rules.minimumOrderQuantity))}
                />
              </FormField>
              <FormField
                label="Photo URL"
                error={errorOf("picture")}
                helperText="A web address (https://…), or upload a picture"
              >
                <Input type="url" {...register("picture", textRules(rules.picture))} />
              </FormField>
              <PictureUpload />
              <FormField label="Price" error={errorOf("price")} required helperText="US dollars per item">
                <Input inputMode="decimal" {...register("price", numberTextRules(rules.price))} />
              </FormField>
              <FormField
                label="Reorder Level"
                error={errorOf("reorderLevel")}
                helperText="Low on stock at or below this; left empty, the shop's default"
              >
                <Input
                  {...wholeNumberInput(0)}
                  {...register("reorderLevel", numberTextRules(rules.reorderLevel))}
                />
              </FormField>
              <FormField
                label="Part Number"
                error={errorOf("partNumber")}
                required={Boolean(product)}
                helperText={product ? undefined : "Left empty, the shop makes one"}
              >
                <Input {...register("partNumber", textRules(rules.partNumber))} />
              </FormField>
              <FormField
                label="Category"
                error={errorOf("category")}
                required={Boolean(product)}
                helperText={product ? undefined : "e.g. Brakes; left empty: Other"}
              >
                <Input list={categoryListId} {...register("category", textRules(rules.category))} />
                <datalist id={categoryListId}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </FormField>
              <SelectField
                label={PART_TYPE_HEADER}
                placeholder="None"
                options={Object.entries(PART_TYPES)}
                {...register("partType")}
              />
              {NUMBER_LISTS.map(({ name, label, helperText }) => (
                <FormField key={name} label={label} error={errorOf(name)} helperText={helperText}>
                  <Input
                    autoComplete="off"
                    {...register(name, numberListRules(PART_REFERENCE_FIELDS[name]))}
                  />
                </FormField>
              ))}
            </SimpleGrid>
            <FitmentRows />
          </>
        );
      }}
    </ShopForm>
  );
}
