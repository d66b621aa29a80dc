import { Input } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { LOGIN_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { passwordRules, textRules } from "../../lib/form-rules";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password fields with the spec's rules, shared by login and sign-up. They read the
 * form from context so either form (whose values include more than these two) can hold them.
 */
export function CredentialFields({ newPassword = false }: { newPassword?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Credentials>();
  return (
    <>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          // Checked trimmed, as the server checks an address; sent as checked.
          {...register("email", {
            ...textRules(LOGIN_FIELDS.email),
            setValueAs: (email: string) => email.trim(),
          })}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete={newPassword ? "new-password" : "current-password"}
          {...register("password", passwordRules(LOGIN_FIELDS.password))}
        />
      </FormField>
    </>
  );
}
