import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { addedFitNote, type ShownFit } from "./added-fit-note";
import { useCartActions, type CartProduct } from "./use-cart";

interface AddToCartButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  product: CartProduct & { name: string };
  /** Whether the part fits the vehicle shopped for, as the page shows it: a doubtful fit is told on adding. */
  fit?: ShownFit;
}

/**
 * Puts the product's minimum order in the cart (the quantity is changed in the cart), with the chosen
 * vehicle. A toast says it is in (noting a part that may not fit that vehicle), or why not (stock, minimum
 * order) in the shop's words. Its name says which product it adds, where many stand side by side; the
 * visible words lead it, so speech input works.
 * Outlined unless told otherwise: the catalogue's cards and the part page make it their primary action,
 * the purchase page keeps Order Now as its own.
 */
export function AddToCartButton({ product, fit, ...button }: AddToCartButtonProps) {
  const { add, ready } = useCartActions();
  const [adding, setAdding] = useState(false);
  const orderable =
    product.availableQuantity >= product.minimumOrderQuantity && product.availableQuantity > 0;

  const onClick = async () => {
    setAdding(true);
    const problem = await add(product);
    setAdding(false);
    const note = addedFitNote(fit);
    if (problem) toast.error(problem);
    else if (note) toast.warn(`Added to your cart — ${note}`);
    else toast.success("Added to your cart");
  };

  return (
    <Button
      variant="outline"
      colorPalette="blue"
      {...button}
      aria-label={`Add to cart: ${product.name}`}
      loading={adding}
      disabled={!ready || !orderable}
      onClick={() => void onClick()}
    >
      Add to cart
    </Button>
  );
}
