import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, Stack, Text } from "@chakra-ui/react";
import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LoadingState } from "../../components/loading-state";
import { centsText } from "../../components/order-payment";
import { errorMessage } from "../../lib/graphql-errors";
import { orderPlacedPath, PATHS } from "../../lib/paths";
import { StartCardPaymentDocument } from "./api";
import { loadStripeWith } from "./stripe-js";

/** Where card payment stands in the page. */
type Step =
  /** Asking the shop for the payment, then Stripe.js for its form. */
  | { kind: "starting" }
  /** Stripe's form is in the page, ready for the card. */
  | { kind: "ready"; amountCents: number }
  /** Stripe.js, or its form, could not load here. */
  | { kind: "unavailable" }
  /** The shop would not start the payment (the order moved on: paid, or cancelled as its hold ran out). */
  | { kind: "refused"; message: string };

interface CardPaymentProps {
  orderId: string;
  /** What is to pay, until Stripe's payment says so itself. */
  amountCents: number;
}

/**
 * The buyer's card payment of their order awaiting it: the shop starts the payment (startCardPayment, the
 * same one however often), Stripe.js is loaded with the shop's publishable key and shows Stripe's
 * Payment Element (the card never touches the shop), and Pay confirms it with Stripe, which then returns
 * the buyer to this order's confirmation. The order becomes PAID when Stripe tells the shop.
 */
export function CardPayment({ orderId, amountCents }: CardPaymentProps) {
  const [startCardPayment] = useMutation(StartCardPaymentDocument);
  const mountPoint = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [step, setStep] = useState<Step>({ kind: "starting" });
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState<string>();

  useEffect(() => {
    let gone = false;
    let element: StripePaymentElement | undefined;
    setStep({ kind: "starting" });
    void (async () => {
      let started;
      try {
        started = (await startCardPayment({ variables: { orderId } })).data!.startCardPayment;
      } catch (failure) {
        if (!gone) setStep({ kind: "refused", message: errorMessage(failure) });
        return;
      }
      try {
        const stripe = await loadStripeWith(started.publishableKey);
        if (gone || !mountPoint.current) return;
        const elements = stripe.elements({ clientSecret: started.clientSecret });
        element = elements.create("payment");
        const { amountCents: charged } = started;
        element.on("ready", () => !gone && setStep({ kind: "ready", amountCents: charged }));
        element.on("loaderror", () => !gone && setStep({ kind: "unavailable" }));
        element.mount(mountPoint.current);
        session.current = { stripe, elements };
      } catch {
        if (!gone) setStep({ kind: "unavailable" });
      }
    })();
    return () => {
      gone = true;
      element?.destroy();
      session.current = null;
    };
  }, [orderId, startCardPayment, attempt]);

  const pay = async () => {
    const current = session.current;
    if (!current) return;
    setPaying(true);
    setDeclined(undefined);
    const { error } = await current.stripe.confirmPayment({
      elements: current.elements,
      confirmParams: { return_url: new URL(orderPlacedPath(orderId), window.location.origin).href },
    });
    // Only a failure comes back here: a payment made leaves the page for the return_url.
    setDeclined(error.message ?? "Your card payment did not go through. Check the card and try again.");
    setPaying(false);
  };

  return (
    <Stack gap="4">
      {step.kind === "starting" && <LoadingState label="Getting card payment ready…" />}
      {step.kind === "unavailable" && (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>Card payment is unavailable right now</Alert.Title>
            <Alert.Description>
              Your order is held for you until the time above: try again in a while, or delete it on My Order
              and order again with another way to pay.
            </Alert.Description>
            <Stack direction={{ base: "column", sm: "row" }} gap="2">
              <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={PATHS.myOrders}>Go to My Order</RouterLink>
              </Button>
            </Stack>
          </Alert.Content>
        </Alert.Root>
      )}
      {step.kind === "refused" && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{step.message}</Alert.Description>
        </Alert.Root>
      )}
      {/* Stripe's form, in Stripe's frame: there from the start so it can be mounted as soon as it comes. */}
      <Box ref={mountPoint} hidden={step.kind === "unavailable" || step.kind === "refused"} />
      {step.kind === "ready" && (
        <>
          {declined && (
            <Text color="red.600" role="alert">
              {declined}
            </Text>
          )}
          <Button
            colorPalette="blue"
            size="lg"
            alignSelf={{ base: "stretch", sm: "flex-start" }}
            loading={paying}
            onClick={() => void pay()}
          >
            Pay {centsText(step.amountCents || amountCents)}
          </Button>
        </>
      )}
    </Stack>
  );
}
