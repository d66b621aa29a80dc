/** A kind of change the audit log records. */
export type AuditKind =
  /** A catalogue file imported: how many parts it created, updated and refused. */
  | 'CATALOGUE_IMPORTED'
  /** An order cancelled by staff (a customer cancelling their own is not a staff change). */
  | 'ORDER_CANCELLED'
  | 'ORDER_DELIVERED'
  /** A payment staff recorded for an order (a bank transfer, the courier's cash). */
  | 'ORDER_PAYMENT_RECORDED'
  /** Money of a cancelled order given back by staff. */
  | 'ORDER_REFUNDED'
  | 'ORDER_SHIPPED'
  /** A product picture uploaded (its address, type and size), whether or not a product shows it yet. */
  | 'PICTURE_UPLOADED'
  | 'PRODUCT_ADDED'
  | 'PRODUCT_CHANGED'
  | 'PRODUCT_DELETED'
  /** A part's fitments confirmed after "did not fit" returns flagged it. */
  | 'PRODUCT_FITMENT_CONFIRMED'
  | 'RETURN_APPROVED'
  /** A return's parts received, each line restocked or written off. */
  | 'RETURN_RECEIVED'
  | 'RETURN_REFUNDED'
  | 'RETURN_REFUSED'
  /** A review hidden from the shop's pages. */
  | 'REVIEW_HIDDEN'
  /** A hidden review shown again. */
  | 'REVIEW_RESTORED'
  /** A profile changed by staff on the user's behalf. */
  | 'USER_PROFILE_CHANGED'
  | 'USER_REMOVED'
  /** Staff roles given or taken, makeAdmin included. */
  | 'USER_ROLES_CHANGED';

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

/** Where on the vehicle a part goes, as ACES names positions. */
export type FitmentPosition =
  | 'FRONT'
  | 'FRONT_LEFT'
  | 'FRONT_LOWER'
  | 'FRONT_RIGHT'
  | 'FRONT_UPPER'
  | 'LEFT'
  | 'LOWER'
  | 'REAR'
  | 'REAR_LEFT'
  | 'REAR_LOWER'
  | 'REAR_RIGHT'
  | 'REAR_UPPER'
  | 'RIGHT'
  | 'UPPER';

/** What a part's fitment data says of one vehicle. */
export type FitmentState =
  /** The part lists vehicles, and this is not one of them. */
  | 'DOES_NOT_FIT'
  /** A fitment names the vehicle, and nothing it leaves open. */
  | 'FITS'
  /**
   * The part fits some of the vehicle's submodels or engines, and the shopper has not said which theirs is:
   * check the fitments.
   */
  | 'FITS_SOME'
  /** The part has no fitment data yet: neither universal nor listing vehicles. */
  | 'NOT_CONFIRMED'
  /** The part fits every vehicle. */
  | 'UNIVERSAL';

/** A repair a job kit gathers the parts for (shared/job-kits.ts). */
export type JobKind =
  /** Front pads, two front rotors (one a wheel) and the front hardware kit. */
  | 'FRONT_BRAKE_JOB'
  /** Rear pads, two rear rotors and the rear hardware kit. */
  | 'REAR_BRAKE_JOB';

/**
 * Where an order is in its life. An order paid before it ships (BANK_TRANSFER, CARD) is AWAITING_PAYMENT,
 * its stock held, until paid (PAID) or its hold runs out (CANCELLED); an order paid on delivery, and every
 * order placed by placeOrder, is PLACED. PLACED or PAID, then SHIPPED, then DELIVERED; or CANCELLED before
 * it ships.
 */
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PAID'
  | 'PLACED'
  | 'SHIPPED';

/** What kind of part a product is, as ACES/PCdb's part terminology names it (labels in shared/part-types.ts). */
export type PartType =
  | 'AIR_FILTER'
  | 'BATTERY'
  | 'BRAKE_CALIPER'
  | 'BRAKE_FLUID'
  | 'BRAKE_HARDWARE'
  | 'BRAKE_PADS'
  | 'BRAKE_ROTOR'
  | 'CABIN_AIR_FILTER'
  | 'FUEL_FILTER'
  | 'IGNITION_COIL'
  | 'OIL_FILTER'
  | 'SHOCK_ABSORBER'
  | 'SPARK_PLUG'
  | 'STRUT'
  | 'WIPER_BLADE';

/** How an order is paid. */
export type PaymentMethod =
  /** A bank transfer, before the parts ship: staff record it when it arrives; the stock is held 7 days. */
  | 'BANK_TRANSFER'
  /** A card, through Stripe, on the checkout page; only where the shop has Stripe's keys. */
  | 'CARD'
  /** To the courier when the parts arrive: the order ships at once, and staff record the payment. */
  | 'PAY_ON_DELIVERY';

export type ProductSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PART_NUMBER_ASC'
  | 'PART_NUMBER_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Best match first, for a search (NEWEST without one). */
  | 'RELEVANCE'
  /** Least stock first. */
  | 'STOCK_ASC'
  | 'STOCK_DESC';

/** Why a part goes back. DID_NOT_FIT tells the shop its fitment data may be wrong for the line's vehicle. */
export type ReturnReason =
  | 'DAMAGED'
  | 'DID_NOT_FIT'
  | 'NO_LONGER_NEEDED'
  | 'WRONG_PART';

/**
 * Where a return is: REQUESTED by the buyer; APPROVED or REFUSED by staff; the parts RECEIVED back, each
 * line restocked or written off; REFUNDED.
 */
export type ReturnStatus =
  | 'APPROVED'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REFUSED'
  | 'REQUESTED';

/** ADMIN is the shop's owner (every staff role); everyone else is a CUSTOMER, who may hold staff roles. */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER';

/** What a member of staff may do (README, Staff roles). */
export type StaffRole =
  /** Products, fitments, catalogue import and export. */
  | 'CATALOGUE'
  /** Users, their profiles, the Inbox. */
  | 'CUSTOMERS'
  /** Every order: shipping, delivery, cancelling. */
  | 'ORDERS'
  /** Everything: the other three roles, giving and taking roles. What makeAdmin gives. */
  | 'OWNER';

export type WebhookDeliveryStatus =
  | 'DELIVERED'
  /** Given up after its last attempt failed. */
  | 'FAILED'
  /** Queued, or waiting to be tried again. */
  | 'PENDING';

/** An event the shop sends to webhook endpoints; the payload's `event` is its name in lower case with a dot: order.placed. */
export type WebhookEvent =
  | 'ORDER_CANCELLED'
  /** Sent once the shop takes payments (not yet). */
  | 'ORDER_PAID'
  | 'ORDER_PLACED'
  | 'ORDER_SHIPPED'
  /** A product added, changed or deleted through the back office or the API. */
  | 'PRODUCT_CHANGED'
  /** An order took a part's stock to its reorder level or below (once each time it crosses). */
  | 'STOCK_LOW';
