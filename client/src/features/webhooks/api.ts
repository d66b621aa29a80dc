import { graphql } from "../../../../generated/client";

/** What an endpoint's card shows: where, what, its secret and its ten latest deliveries. */
graphql(`
  fragment WebhookFields on Webhook {
    id
    url
    events
    secret
    createdAt
    createdBy
    deliveries(first: 10) {
      totalCount
      edges {
        node {
          ...WebhookDeliveryFields
        }
      }
    }
  }
`);

graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    event
    status
    attempts
    createdAt
    nextAttemptAt
    lastStatusCode
    lastError
  }
`);

/** Every endpoint. Owners only: the route is behind RequireStaffRole, and the server checks too. */
export const WebhooksDocument = graphql(`
  query Webhooks {
    webhooks {
      ...WebhookFields
    }
  }
`);

export const AddWebhookDocument = graphql(`
  mutation AddWebhook($input: WebhookInput!) {
    addWebhook(input: $input) {
      ...WebhookFields
    }
  }
`);

export const RemoveWebhookDocument = graphql(`
  mutation RemoveWebhook($id: ID!) {
    removeWebhook(id: $id) {
      id
      removed
    }
  }
`);

export const SendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);
