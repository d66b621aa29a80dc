import { setNewest } from "../../newest-entries";

/** What an order copies from its product: the name and the unit price it is charged at. */
export interface OrderTerms {
  name: string;
  price: number;
}

/**
 * What placing an order reads of its product: the terms it copies, and the minimum and stock its
 * quantity is checked against (quantity-check.ts).
 */
export const ORDER_TERMS_FIELDS = {
  name: 1,
  price: 1,
  minimumOrderQuantity: 1,
  availableQuantity: 1,
} as const;

/** Products whose terms are kept at once; the least recently read go first. */
const MAX_PRODUCTS = 10_000;

/**
 * The terms each product was last read with, so placing an order need not read the product first. An
 * entry may be stale (the admin, here or on another instance, changed the name or price since): it is
 * only ever offered to the write taking the stock, whose filter repeats it, so staleness costs a retry and
 * never a wrong charge.
 */
export class RememberedTerms {
  private readonly byProduct = new Map<string, OrderTerms>();

  get(productId: string): OrderTerms | undefined {
    return this.byProduct.get(productId);
  }

  remember(productId: string, terms: OrderTerms): void {
    setNewest(this.byProduct, productId, terms, MAX_PRODUCTS);
  }

  forget(productId: string): void {
    this.byProduct.delete(productId);
  }
}
