import { Input } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { FormField } from "../../components/form-field";

export interface Credentials {
  email: string;
  password: string;
}

/** Deliberately loose: the identity provider has the final word on what an address is. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN_LENGTH = 6;

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
          {...register("email", {
            required: "Email is Required",
            pattern: { value: EMAIL_PATTERN, message: "Provide a valid email" },
          })}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete={newPassword ? "new-password" : "current-password"}
          {...register("password", {
            required: "Password is Required",
            minLength: { value: PASSWORD_MIN_LENGTH, message: "Must be 6 characters or longer" },
          })}
        />
      </FormField>
    </>
  );
}
