import { Input } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { PATHS } from "../../lib/paths";
import { SIGN_UP_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";
import { AuthForm } from "./auth-form";
import { CredentialFields, type Credentials } from "./credential-fields";

export interface SignUpValues extends Credentials {
  name: string;
}

export type SignUpWay = "signUp" | "google";

export interface SignUpFormProps {
  onSubmit(values: SignUpValues): void;
  onGoogle(): void;
  /** The sign-up under way, if any: its button shows a spinner and the others wait. */
  busy: SignUpWay | null;
  errorMessage: string | null;
}

/** A new account by name, e-mail and password, or with Google. */
export function SignUpForm({ onSubmit, onGoogle, busy, errorMessage }: SignUpFormProps) {
  const form = useForm<SignUpValues>({ defaultValues: { name: "", email: "", password: "" } });
  const nameError = form.formState.errors.name?.message;

  return (
    <AuthForm
      title="Sign Up"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Sign Up"
      submitting={busy === "signUp"}
      googleLoading={busy === "google"}
      busy={busy !== null}
      onGoogle={onGoogle}
      errorMessage={errorMessage}
      otherScreen={{ prompt: "Already have an account?", to: PATHS.login, label: "Login" }}
    >
      <FormField label="Name" error={nameError}>
        <Input autoComplete="name" {...form.register("name", textRules(SIGN_UP_FIELDS.name))} />
      </FormField>
      <CredentialFields newPassword />
    </AuthForm>
  );
}
