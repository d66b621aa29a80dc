import type { SHOP_FORMS } from "../../../../shared/field-rules/shop-fields";
import type { ApiFormName } from "./api";
import type { Check } from "./bad-inputs";
import type { BROWSER_FORMS } from "./browser";

/** Why a path does not take a form, a field or a check. */
type Why = string;

/** What a path of a form cannot be given: a whole field, or some of its checks. */
type Cannot = Record<string, Why | Partial<Record<Check, Why>>>;

export interface PathWalk<Form> {
  via: Form;
  cannot?: Cannot;
}

export interface FormWalk {
  browser: PathWalk<keyof typeof BROWSER_FORMS> | Why;
  graphql: PathWalk<ApiFormName> | Why;
  rest: PathWalk<ApiFormName> | Why;
}

const TYPED_BY_SCHEMA =
  "GraphQL's own variable types (Int, Float, a required value) refuse it, in their words, before the service runs";
const NUMBER_INPUT = "a number input holds no text: the browser empties it, as if nothing were typed";
const AN_INT = "an Int holds at most 10 digits: GraphQL refuses more before the service runs";
const IDENTITY_PROVIDER = "the identity provider (Firebase) receives these, never the shop's API";
const ONE_LOOKUP_BOX =
  "Manage Orders has one box for the number or the name (ORDER_LOOKUP), sent as whichever it reads as";
const NO_REST_PATH = "no legacy REST path takes this form (SPEC.md section 7)";

/**
 * How each form of the shared rules is walked: through the browser's form, GraphQL and REST, or why not.
 * Keyed by SHOP_FORMS, so a form added there fails the type check until it is walked here.
 */
export const FORM_WALKS: Record<keyof typeof SHOP_FORMS, FormWalk> = {
  product: {
    browser: {
      via: "addProduct",
      cannot: { availableQuantity: { notANumber: NUMBER_INPUT }, reorderLevel: { notANumber: NUMBER_INPUT } },
    },
    graphql: {
      via: "addProduct",
      cannot: {
        price: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA },
        minimumOrderQuantity: {
          required: TYPED_BY_SCHEMA,
          notANumber: TYPED_BY_SCHEMA,
          notWhole: TYPED_BY_SCHEMA,
          maxChars: AN_INT,
        },
        availableQuantity: { notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
        reorderLevel: { notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
      },
    },
    rest: { via: "postProducts", cannot: { reorderLevel: "the legacy product form has no reorder level" } },
  },
  productChange: {
    browser: {
      via: "editProduct",
      cannot: {
        availableQuantity: { notANumber: NUMBER_INPUT },
        reorderLevel: { notANumber: NUMBER_INPUT },
      },
    },
    graphql: {
      via: "updateProduct",
      cannot: {
        price: { notANumber: TYPED_BY_SCHEMA },
        minimumOrderQuantity: { notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA, maxChars: AN_INT },
        availableQuantity: { notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
        reorderLevel: { notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
      },
    },
    rest: "no legacy REST path changes a product",
  },
  fitment: {
    browser:
      "the product form's fitment rows hold these rules, but their years are labelled First Year and Last Year, not the rule's Year, which the walk finds fields by; tests/client/features/products-admin/product-form.test.tsx walks them",
    graphql: {
      via: "addProductFitment",
      cannot: {
        yearFrom: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
        yearTo: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
      },
    },
    rest: "the legacy POST /products has no fitments",
  },
  order: {
    browser: { via: "placeOrder", cannot: { quantity: { notANumber: NUMBER_INPUT } } },
    graphql: {
      via: "placeOrder",
      cannot: {
        quantity: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
      },
    },
    rest: { via: "postOrder" },
  },
  vehicle: {
    browser:
      "the shopper picks the vehicle from the catalogue's own lists of makes, models and years; nothing is typed",
    graphql: {
      via: "addToCartVehicle",
      cannot: { year: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA } },
    },
    rest: NO_REST_PATH,
  },
  garage: {
    browser:
      "a vehicle goes into the garage as the shopper picks it from the catalogue's own lists; nothing is typed",
    graphql: {
      via: "addGarageVehicle",
      cannot: { year: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA } },
    },
    rest: NO_REST_PATH,
  },
  checkout: {
    browser: {
      via: "checkout",
      cannot: {
        country: "the country is chosen from the list of those the shop ships to; nothing is typed",
        // cross-field-walks.ts walks it under the default country's label (regionRequired, noSuchRegion).
        region:
          "labelled as the chosen country calls it (State for the default United States, Region (optional) where a country has no list), not the rule's Region, which the walk finds fields by",
      },
    },
    graphql: { via: "checkout" },
    rest: NO_REST_PATH,
  },
  shipment: { browser: { via: "ship" }, graphql: { via: "shipOrder" }, rest: NO_REST_PATH },
  profile: {
    browser: { via: "profile" },
    graphql: { via: "updateProfile" },
    rest: { via: "putUserProfile" },
  },
  review: {
    browser: { via: "review", cannot: { ratings: { notANumber: NUMBER_INPUT } } },
    graphql: {
      via: "addReview",
      cannot: {
        ratings: { required: TYPED_BY_SCHEMA, notANumber: TYPED_BY_SCHEMA, notWhole: TYPED_BY_SCHEMA },
      },
    },
    rest: { via: "postReviews" },
  },
  login: { browser: { via: "login" }, graphql: IDENTITY_PROVIDER, rest: IDENTITY_PROVIDER },
  signUp: { browser: { via: "signUp" }, graphql: IDENTITY_PROVIDER, rest: IDENTITY_PROVIDER },
  contact: {
    browser:
      "SPEC.md section 5 leaves the contact form's checks to the browser's native validation, in the browser's own words (the server's show under the field once it refuses)",
    graphql: { via: "sendContactMessage" },
    rest: NO_REST_PATH,
  },
  contactAnswer: {
    browser: { via: "answer" },
    graphql: { via: "answerContactMessage" },
    rest: NO_REST_PATH,
  },
  orderFilters: {
    browser: {
      via: "orderFilters",
      // tests/client/features/orders/manage-orders-page.test.tsx checks that box's own length and its routing.
      cannot: {
        number: ONE_LOOKUP_BOX,
        buyer: ONE_LOOKUP_BOX,
      },
    },
    graphql: { via: "orders" },
    rest: "the legacy GET /orders takes no filter",
  },
  userSearch: {
    browser: { via: "userSearch" },
    graphql: { via: "users" },
    rest: "the legacy GET /user takes no search",
  },
};

/** Why `walk` does not take this check of this field, if it does not. */
export function whyNot(walk: PathWalk<unknown> | Why, field: string, check: Check): Why | undefined {
  if (typeof walk === "string") return walk;
  const cannot = walk.cannot?.[field];
  return typeof cannot === "string" ? cannot : cannot?.[check];
}
