import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { AdminProductFieldsFragment } from "../../../../generated/client/graphql";
import { useSaveFailure } from "../../lib/server-field-errors";
import { UpdateProductDocument } from "./api";
import { ProductForm, toProductChange, type ProductFormValues } from "./product-form";

interface EditProductDialogProps {
  product: AdminProductFieldsFragment;
  /** Categories already in the catalogue, offered while typing. */
  categories?: string[];
}

/**
 * The form inside the open dialog, with the save and its refusals: mounted per opening, so each starts
 * from the product as it is now, without the last opening's messages.
 */
function EditProductForm({ product, categories, onSaved }: EditProductDialogProps & { onSaved: () => void }) {
  const [updateProduct] = useMutation(UpdateProductDocument);
  const { serverErrors, save } = useSaveFailure();

  const submit = async (values: ProductFormValues) => {
    const saved = await save(
      () => updateProduct({ variables: { id: product.id, input: toProductChange(values) } }),
      "Product updated",
    );
    if (saved) onSaved();
    return saved;
  };

  return (
    <ProductForm
      product={product}
      onSubmit={submit}
      submitLabel="Save"
      serverErrors={serverErrors}
      categories={categories}
    />
  );
}

/**
 * A row's Edit: every field of the product in the Add Product form, saved through updateProduct. The
 * answer is the product with its id, so Apollo updates its row (and any other view of it) in place; the
 * server's field messages show beside their fields.
 */
export function EditProductDialog({ product, categories }: EditProductDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="xs" colorPalette="blue" aria-label={`Edit ${product.name}`}>
          Edit
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit {product.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && (
                <EditProductForm product={product} categories={categories} onSaved={() => setOpen(false)} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
