import { Box, RadioCard, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { PaymentMethod } from "../../../../generated/client/graphql";
import type { PaymentOption } from "../../components/order-payment";
import { CARD_UNAVAILABLE, stripeJsArrival } from "./stripe-js";

/** The way to pay chosen until the buyer picks another: the courier's, which needs nothing set up. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "PAY_ON_DELIVERY";

/** The method checkout starts on: pay on delivery where the shop takes it, else its first way to pay. */
export const firstChoice = (options: readonly PaymentOption[]): PaymentMethod =>
  options.some((option) => option.method === DEFAULT_PAYMENT_METHOD)
    ? DEFAULT_PAYMENT_METHOD
    : (options[0]?.method ?? DEFAULT_PAYMENT_METHOD);

/** Whether card payment can be taken in this page: asked when Card is chosen, as Stripe.js arrives or not. */
type CardReadiness = "unasked" | "loading" | "ready" | "unavailable";

/** One way to pay: its label, and what the buyer should know before choosing it under it. */
function PaymentOptionCard({
  option,
  disabled,
  note,
}: {
  option: PaymentOption;
  disabled: boolean;
  /** Said under the card (Card unavailable, or getting ready), at full strength though the card is off. */
  note?: { text: string; problem: boolean };
}) {
  const descriptionId = useId();
  const noteId = useId();
  return (
    <Stack gap="0">
      <RadioCard.Item value={option.method} disabled={disabled}>
        <RadioCard.ItemHiddenInput aria-describedby={note ? noteId : descriptionId} />
        <RadioCard.ItemControl>
          <RadioCard.ItemContent>
            <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
            <RadioCard.ItemDescription id={descriptionId} wordBreak="break-word">
              {option.description}
            </RadioCard.ItemDescription>
          </RadioCard.ItemContent>
          <RadioCard.ItemIndicator />
        </RadioCard.ItemControl>
      </RadioCard.Item>
      {/* There from the start, so that screen readers hear the note as it comes: the card's own words
          are hidden from them (the input names and describes itself by them). */}
      <Box role="status">
        {note && (
          <Text id={noteId} mt="1" fontSize="sm" color={note.problem ? "red.600" : "gray.600"}>
            {note.text}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/**
 * The checkout's ways to pay, as the shop lists them (paymentOptions), one chosen, inside the checkout's
 * form (it reads the form from context). Card needs Stripe.js in the page: it is fetched when Card is
 * chosen, and if it cannot come Card is switched off, with why, and the choice goes back to the first
 * way to pay; the others stay as they are.
 */
export function PaymentChoice({ options }: { options: readonly PaymentOption[] }) {
  const { control, setValue } = useFormContext<{ paymentMethod: PaymentMethod }>();
  const chosen = useWatch({ control, name: "paymentMethod" });
  const [card, setCard] = useState<CardReadiness>("unasked");

  const askForCard = () => {
    if (card !== "unasked") return;
    setCard("loading");
    stripeJsArrival().then(
      () => setCard("ready"),
      () => setCard("unavailable"),
    );
  };
  // Card switched off while chosen: back to the first other way. Once Card has been drawn chosen, so that
  // the radios' checked state follows (a failure known at once would otherwise come before that drawing).
  useEffect(() => {
    if (card === "unavailable" && chosen === "CARD")
      setValue("paymentMethod", firstChoice(options.filter((option) => option.method !== "CARD")));
  }, [card, chosen, options, setValue]);
  const noteOf = (method: PaymentMethod) => {
    if (method !== "CARD") return undefined;
    if (card === "unavailable") return { text: CARD_UNAVAILABLE, problem: true };
    if (card === "loading") return { text: "Getting card payment ready…", problem: false };
    return undefined;
  };

  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field }) => (
        <RadioCard.Root
          name={field.name}
          value={field.value}
          onValueChange={({ value }) => {
            const method = value as PaymentMethod;
            field.onChange(method);
            if (method === "CARD") askForCard();
          }}
          colorPalette="blue"
          size="sm"
        >
          <RadioCard.Label>How would you like to pay?</RadioCard.Label>
          <Stack gap="2">
            {options.map((option) => (
              <PaymentOptionCard
                key={option.method}
                option={option}
                disabled={option.method === "CARD" && card === "unavailable"}
                note={noteOf(option.method)}
              />
            ))}
          </Stack>
        </RadioCard.Root>
      )}
    />
  );
}
