export type CartLineWarning =
  /** The quantity is below the product's minimum order. */
  | 'BELOW_MINIMUM'
  /** The part does not fit the line's vehicle. */
  | 'DOES_NOT_FIT'
  /** Fewer are in stock than the line asks for. */
  | 'NOT_ENOUGH_STOCK'
  /** The product is out of stock. */
  | 'OUT_OF_STOCK'
  /** The price is not the one the line was added at. */
  | 'PRICE_CHANGED';

/**
 * The codes errors carry in `extensions.code`. No field returns this type: it is listed so that
 * integrators, the shop's browser and its server all read one definition. The legacy REST adapter
 * answers each with the HTTP status given here.
 */
export type ErrorCode =
  /** The input is not valid; `extensions.fields` says which field and why (HTTP 400). */
  | 'BAD_USER_INPUT'
  /** Signed in, but not allowed to do this (HTTP 403). */
  | 'FORBIDDEN'
  /** Not enough stock for the order (HTTP 409). */
  | 'INSUFFICIENT_STOCK'
  /** No such thing, or not yours to see (HTTP 404). */
  | 'NOT_FOUND'
  /** The order is past the step this asks for, e.g. cancelling an order that has shipped (HTTP 409). */
  | 'ORDER_STATE'
  /**
   * A checkout's total is no longer the one the buyer agreed to (CheckoutInput.expectedTotal), because a
   * price changed; nothing was ordered, and `extensions.total` is the total now (HTTP 409).
   */
  | 'PRICE_CHANGED'
  /** A service the request needs (the identity provider) does not answer; try again shortly (HTTP 503). */
  | 'SERVICE_UNAVAILABLE'
  /** Too many attempts; wait and try again (HTTP 429). */
  | 'TOO_MANY_REQUESTS'
  /** Not signed in, or the session has ended; the message says which (HTTP 401). */
  | 'UNAUTHENTICATED';

/** Where an order is in its life: PLACED, then SHIPPED, then DELIVERED; or CANCELLED before it ships. */
export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PLACED'
  | 'SHIPPED';

export type ProductSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Best match first, for a search (NEWEST without one). */
  | 'RELEVANCE';

export type Role =
  | 'ADMIN'
  | 'CUSTOMER';
