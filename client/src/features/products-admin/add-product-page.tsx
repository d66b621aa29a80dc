import { Card, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { ProductForm, toProductInput, type ProductFormValues } from "./product-form";
import { useSaveFailure } from "../../lib/server-field-errors";
import { AddProductDocument, AdminCategoriesDocument } from "./api";
import { ScreenHeading } from "../../components/screen-heading";

/** The spec's Add Product screen. */
export function AddProductPage() {
  // Only suggestions for the Category field: while they load, or if they fail, the form works without.
  const { data: categories } = useQuery(AdminCategoriesDocument);
  const [addProduct] = useMutation(AddProductDocument);
  const { serverErrors, save } = useSaveFailure();

  const submit = (values: ProductFormValues) =>
    save(
      () =>
        addProduct({
          variables: { input: toProductInput(values) },
          // Every cached product list (home, catalogue, Manage Product) is fetched afresh when next shown.
          update(cache) {
            cache.evict({ fieldName: "products" });
            cache.evict({ fieldName: "categories" });
            cache.gc();
          },
        }),
      "Product added successfully!!!",
    );

  return (
    <Stack gap="6">
      <ScreenHeading title="Add Product">A new part goes into the catalogue at once.</ScreenHeading>
      <Card.Root>
        <Card.Body>
          <ProductForm
            onSubmit={submit}
            submitLabel="Add Product"
            serverErrors={serverErrors}
            categories={categories?.categories}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
