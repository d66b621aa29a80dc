import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * schema.graphql is the contract; everything typed from it is generated into generated/ and nowhere else:
 * the server's resolver types (generated/server), the browser's and the REST adapter's typed documents
 * (generated/client), and the enums both sides read (generated/shared).
 * Never edit the output by hand: change the schema or a document and run `npm run codegen`. CI fails when
 * the output is stale.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  generates: {
    "generated/server/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: "../../server/graphql/context#ShopContext",
        scalars: { DateTime: "Date" },
        mappers: {
          Product: "../../server/db/models#ListedProduct",
          Fitment: "../../server/db/models#FitmentDocument",
          User: "../../server/db/models#UserDocument",
          Order: "../../server/db/models#OrderDocument",
          OrderLine: "../../server/db/models#OrderLineDocument",
          OrderEvent: "../../server/db/models#OrderEventDocument",
          Shipment: "../../server/db/models#ShipmentDocument",
          OrderReturn: "../../server/db/models#ReturnDocument",
          ReturnLine: "../../server/db/models#ReturnLineDocument",
          ReturnEvent: "../../server/db/models#ReturnEventDocument",
          Payment: "../../server/db/models#PaymentDocument",
          Refund: "../../server/db/models#RefundDocument",
          PostalAddress: "../../server/db/models#PostalAddressDocument",
          SavedAddress: "../../server/db/models#SavedAddressDocument",
          OrderShipping: "../../server/db/models#OrderShippingDocument",
          ShippingMethod: "../../server/config#ShippingMethodConfig",
          ShippingQuote: "../../server/services/orders/order-charges#ShippingQuote as ShippingQuoteModel",
          CartQuote: "../../server/services/orders/order-charges#CartQuote as CartQuoteModel",
          Vehicle: "../../server/db/models#VehicleDocument",
          Cart: "../../server/services/carts/cart-pricing#PricedCart",
          CartLine: "../../server/services/carts/cart-pricing#PricedCartLine",
          Garage: "../../server/services/garage/garage.service#GarageView",
          GarageVehicle: "../../server/db/models#GarageVehicleDocument",
          OrderConnection: "../../server/services/orders/orders.service#OrderPage",
          UserConnection: "../../server/services/users/users.service#UserPage",
          Review: "../../server/db/models#ReviewDocument",
          ReviewConnection: "../../server/services/reviews/reviews.service#ReviewPage",
          ProductPurchase: "../../server/services/reviews/review-purchase#ReviewerPurchase",
          ProductRating: "../../server/services/reviews/product-ratings#PartRating",
          ContactMessage: "../../server/db/models#ContactMessageDocument",
          ContactMessageConnection: "../../server/services/contact/contact.service#ContactMessagePage",
          AuditEntry: "../../server/db/models#AuditEntryDocument",
          AuditChange: "../../server/db/models#AuditChangeDocument",
          AuditEntryConnection: "../../server/services/audit/audit-log#AuditPage",
          Webhook: "../../server/db/models#WebhookEndpointDocument",
          WebhookDelivery: "../../server/db/models#WebhookDeliveryDocument",
          WebhookDeliveryConnection: "../../server/services/webhooks/webhooks.service#WebhookDeliveryPage",
        },
        avoidOptionals: { field: true, inputValue: false },
        maybeValue: "T | null",
      },
    },
    // The schema's enums as plain types, for code on both sides that no operation types: ErrorCode.
    "generated/shared/enums.ts": {
      plugins: ["typescript"],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    // The browser's operations are written with `graphql(...)` from here, next to the feature that uses
    // them; the preset types each one (TypedDocumentNode), and Apollo's own hooks infer from that.
    "generated/client/": {
      preset: "client",
      documents: ["client/src/**/*.{ts,tsx}", "server/rest/**/*.ts"],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string" },
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
