import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import type { ProductInput } from "../../../../generated/client/graphql";
import { AddProductForm } from "./add-product-form";
import { useSaveFailure } from "../../lib/server-field-errors";
import { AddProductDocument, AdminCategoriesDocument } from "./api";

/** The spec's Add Product screen. */
export function AddProductPage() {
  // Only suggestions for the Category field: while they load, or if they fail, the form works without.
  const { data: categories } = useQuery(AdminCategoriesDocument);
  const [addProduct] = useMutation(AddProductDocument);
  const { serverErrors, save } = useSaveFailure();

  const submit = (input: ProductInput) =>
    save(
      () =>
        addProduct({
          variables: { input },
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
      <Stack gap="1">
        <Heading as="h2" size="xl">
          Add Product
        </Heading>
        <Text color="gray.600">A new part goes into the catalogue at once.</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <AddProductForm onSubmit={submit} serverErrors={serverErrors} categories={categories?.categories} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
