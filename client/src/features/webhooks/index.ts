/** The owner's Webhooks page, fetched on first visit. */
export const loadWebhooksPage = () => import("./webhooks-page");
