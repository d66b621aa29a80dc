import { Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { FormProvider, useForm } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { SubmitButton } from "../../components/submit-button";
import { toast } from "../../lib/toast";
import { AuthCard, SignInError } from "./auth-card";
import { CredentialFields, type Credentials } from "./credential-fields";
import { SocialSignIn } from "./social-sign-in";

/** The spec spells this link in lower case; routes match regardless of case. */
const SIGN_UP_LINK = "/signup";

export type LoginWay = "password" | "google";

export interface LoginFormProps {
  onSubmit(credentials: Credentials): void;
  onGoogle(): void;
  /** Called with the e-mail typed in the form; an empty form is answered here with a toast. */
  onForgotPassword(email: string): void;
  /** The sign-in under way, if any: its button shows a spinner and the others wait. */
  busy: LoginWay | null;
  errorMessage: string | null;
}

/** The spec's "Reading B" login: e-mail and password, password reset, sign-up link and Google. */
export function LoginForm({ onSubmit, onGoogle, onForgotPassword, busy, errorMessage }: LoginFormProps) {
  // The other screen keeps the origin, so the user still ends up where they were going.
  const location = useLocation();
  const form = useForm<Credentials>({ defaultValues: { email: "", password: "" } });

  const forgotPassword = () => {
    const email = form.getValues("email").trim();
    if (email) onForgotPassword(email);
    else toast.warn("Please Enter your E-mail Address");
  };

  return (
    <AuthCard title="Login now!">
      <Stack gap="5">
        <FormProvider {...form}>
          <Stack asChild gap="4">
            <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <CredentialFields />
              <Flex justify="flex-end" mt="-2">
                <Button
                  type="button"
                  variant="plain"
                  size="sm"
                  h="auto"
                  px="0"
                  color="blue.700"
                  onClick={forgotPassword}
                >
                  Forget Password?
                </Button>
              </Flex>
              <SignInError message={errorMessage} />
              <SubmitButton
                colorPalette="blue"
                w="full"
                loading={busy === "password"}
                loadingText="Login"
                disabled={busy !== null}
              >
                Login
              </SubmitButton>
            </form>
          </Stack>
        </FormProvider>
        <Text textAlign="center" fontSize="sm" color="gray.600">
          New here?{" "}
          <Link asChild color="blue.700" fontWeight="medium">
            <RouterLink to={SIGN_UP_LINK} state={location.state}>
              Create new account
            </RouterLink>
          </Link>
        </Text>
        <SocialSignIn onGoogle={onGoogle} loading={busy === "google"} disabled={busy !== null} />
      </Stack>
    </AuthCard>
  );
}
