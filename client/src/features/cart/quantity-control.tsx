import { Field, HStack, IconButton, Input } from "@chakra-ui/react";
import { useState } from "react";
import { numberProblem, parseDecimal } from "../../../../shared/field-rules/check";
import { ORDER_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { wholeNumberInput } from "../../lib/form-rules";

interface QuantityControlProps {
  /** The product's name, which the buttons name (a page holds one control per line). */
  productName: string;
  quantity: number;
  minimum: number;
  available: number;
  /** Asks for a new quantity; resolves to why not, in words, or undefined once it is set. */
  onChange: (quantity: number) => Promise<string | undefined>;
}

/**
 * A line's quantity: one less, one more, or a number typed and confirmed with Enter or by leaving the
 * field. The steps stop at the minimum order and the stock, which the shop would refuse to pass; a typed
 * number is checked by the shop's rules, and what is wrong shows under the field.
 */
export function QuantityControl({
  productName,
  quantity,
  minimum,
  available,
  onChange,
}: QuantityControlProps) {
  const [typed, setTyped] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The cart changed the quantity (a step here, another tab): the field follows it.
  if (shown !== quantity) {
    setShown(quantity);
    setTyped(String(quantity));
  }

  const change = async (next: number) => {
    if (busy) return;
    const invalid = numberProblem(ORDER_FIELDS.quantity, Number.isNaN(next) ? undefined : next);
    if (invalid) return setProblem(invalid);
    if (next === quantity) return setProblem(undefined);
    setBusy(true);
    setProblem(await onChange(next));
    setBusy(false);
  };
  // Enter, then leaving the field, confirms the same text once.
  const [confirmed, setConfirmed] = useState<string>();
  const confirmTyped = () => {
    if (typed === confirmed) return;
    setConfirmed(typed);
    void change(typed.trim() === "" ? NaN : parseDecimal(typed));
  };

  return (
    <Field.Root invalid={Boolean(problem)} w="auto" minW="0">
      <Field.Label fontSize="sm">Quantity</Field.Label>
      <HStack gap="1">
        <IconButton
          aria-label={`One less ${productName}`}
          size="sm"
          variant="outline"
          disabled={busy || quantity <= minimum}
          onClick={() => void change(quantity - 1)}
        >
          −
        </IconButton>
        <Input
          {...wholeNumberInput(minimum, available)}
          size="sm"
          w="16"
          textAlign="center"
          value={typed}
          disabled={busy}
          onChange={(event) => {
            setTyped(event.target.value);
            setConfirmed(undefined);
          }}
          onKeyDown={(event) => event.key === "Enter" && confirmTyped()}
          onBlur={confirmTyped}
        />
        <IconButton
          aria-label={`One more ${productName}`}
          size="sm"
          variant="outline"
          disabled={busy || quantity >= available}
          onClick={() => void change(quantity + 1)}
        >
          +
        </IconButton>
      </HStack>
      {/* red.600: Chakra's default red.500 is below AA contrast for small text on white. */}
      {problem && <Field.ErrorText color="red.600">{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
