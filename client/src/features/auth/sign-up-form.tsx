import { Input, Link, Stack, Text } from "@chakra-ui/react";
import { FormProvider, useForm } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { PATHS } from "../../lib/paths";
import { SIGN_UP_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { SubmitButton } from "../../components/submit-button";
import { textRules } from "../../lib/form-rules";
import { AuthCard, SignInError } from "./auth-card";
import { CredentialFields, type Credentials } from "./credential-fields";
import { SocialSignIn } from "./social-sign-in";

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
  // The other screen keeps the origin, so the user still ends up where they were going.
  const location = useLocation();
  const form = useForm<SignUpValues>({ defaultValues: { name: "", email: "", password: "" } });
  const nameError = form.formState.errors.name?.message;

  return (
    <AuthCard title="Sign Up">
      <Stack gap="5">
        <FormProvider {...form}>
          <Stack asChild gap="4">
            <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <FormField label="Name" error={nameError}>
                <Input autoComplete="name" {...form.register("name", textRules(SIGN_UP_FIELDS.name))} />
              </FormField>
              <CredentialFields newPassword />
              <SignInError message={errorMessage} />
              <SubmitButton
                colorPalette="blue"
                w="full"
                loading={busy === "signUp"}
                loadingText="Sign Up"
                disabled={busy !== null}
              >
                Sign Up
              </SubmitButton>
            </form>
          </Stack>
        </FormProvider>
        <Text textAlign="center" fontSize="sm" color="gray.600">
          Already have an account?{" "}
          <Link asChild color="blue.700" fontWeight="medium">
            <RouterLink to={PATHS.login} state={location.state}>
              Login
            </RouterLink>
          </Link>
        </Text>
        <SocialSignIn onGoogle={onGoogle} loading={busy === "google"} disabled={busy !== null} />
      </Stack>
    </AuthCard>
  );
}
