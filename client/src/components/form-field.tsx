import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface FormFieldProps {
  /** The visible label; DESIGN.md names each field's label. */
  label: string;
  /** The validation message to show under the field, if any. */
  error?: string | undefined;
  required?: boolean;
  /** Disables the control inside: Chakra's Field passes it down, so the control's own prop would be lost. */
  disabled?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its validation message, announced to screen readers as the field's error. */
export function FormField({ label, error, required, disabled, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {/* red.600: Chakra's default red.500 is below AA contrast for small text on white. */}
      {error && <Field.ErrorText color="red.600">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
