import type { PaymentsConfig } from "../../config";
import type { StoredPaymentMethod } from "../../db/models";

/** How long a bank transfer may take to arrive: the stock of an order paid by one is held this long. */
export const BANK_TRANSFER_HOLD_DAYS = 7;

/** A way to pay as checkout offers it (schema.graphql's PaymentOption), with how long it holds stock. */
export interface PaymentOption {
  method: StoredPaymentMethod;
  label: string;
  description: string;
  /** How long an order paid this way waits AWAITING_PAYMENT, its stock held; null: it is PLACED at once. */
  holdMs: number | null;
}

/**
 * The ways to pay the shop takes, as configured: on delivery always; bank transfer with an account to pay
 * into (BANK_TRANSFER_ACCOUNT); card with Stripe's keys. In the order checkout offers them.
 */
export function paymentOptions(
  config: Pick<PaymentsConfig, "stripe" | "cardHoldMinutes" | "bankAccount">,
): PaymentOption[] {
  const options: PaymentOption[] = [
    {
      method: "PAY_ON_DELIVERY",
      label: "Pay on delivery",
      description: "Pay the courier in cash or by card when the parts arrive. We ship at once.",
      holdMs: null,
    },
  ];
  if (config.bankAccount)
    options.push({
      method: "BANK_TRANSFER",
      label: "Bank transfer",
      description:
        `Transfer the total to ${config.bankAccount}, with your order number as the reference. We ship ` +
        `when it arrives, and hold the parts for you ${BANK_TRANSFER_HOLD_DAYS} days.`,
      holdMs: BANK_TRANSFER_HOLD_DAYS * 24 * 3600_000,
    });
  if (config.stripe)
    options.push({
      method: "CARD",
      label: "Card",
      description: `Pay now by card, through Stripe. We ship once the payment is through.`,
      holdMs: config.cardHoldMinutes * 60_000,
    });
  return options;
}
