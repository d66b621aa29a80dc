import { mergeRefs, NativeSelect, type NativeSelectFieldProps } from "@chakra-ui/react";
import { useEffect, useRef, type Ref } from "react";
import { FormField } from "./form-field";

interface SelectFieldProps extends Omit<NativeSelectFieldProps, "children" | "placeholder"> {
  /** The visible label. */
  label: string;
  /** The choices: a value that is its own words, or a value and its words. */
  options: Array<string | readonly [value: string, words: string]>;
  /** The words of the first choice, the empty one ("All categories"); none without it. */
  placeholder?: string;
  /** Disables the select (on the field, which passes it down; see FormField). */
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A choice made before the page's scripts took it over: the browser shows it, but React, which does not
 * read a select's value when it adopts the server's markup, still holds the one the server drew. Told as
 * the change it was, it counts, as a Make chosen on a slow phone must. Only for a select whose value its
 * owner holds, and only for a choice the select offers.
 */
function useChoiceMadeEarly(value: NativeSelectFieldProps["value"]) {
  const element = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = element.current;
    if (!select || value === undefined || select.value === String(value)) return;
    if ([...select.options].some((option) => option.value === String(value)))
      select.dispatchEvent(new Event("change", { bubbles: true }));
    // Once, when the select is first on the page: later, React keeps the two in step.
  }, []);
  return element;
}

/** A labelled native select: the phone's own picker on a phone, the keyboard's everywhere. */
export function SelectField({ label, options, placeholder, disabled, ref, ...select }: SelectFieldProps) {
  const element = useChoiceMadeEarly(select.value);
  return (
    <FormField label={label} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field ref={mergeRefs(element, ref)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const [value, words] = typeof option === "string" ? [option, option] : option;
            return (
              <option key={value} value={value}>
                {words}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
