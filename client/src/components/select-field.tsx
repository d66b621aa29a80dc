import { NativeSelect, type NativeSelectFieldProps } from "@chakra-ui/react";
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
}

/** A labelled native select: the phone's own picker on a phone, the keyboard's everywhere. */
export function SelectField({ label, options, placeholder, disabled, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
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
