import { Button, Flex } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toast";
import { AuthForm } from "./auth-form";
import { CredentialFields, type Credentials } from "./credential-fields";

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
  const form = useForm<Credentials>({ defaultValues: { email: "", password: "" } });

  const forgotPassword = () => {
    const email = form.getValues("email").trim();
    if (email) onForgotPassword(email);
    else toast.warn("Please Enter your E-mail Address");
  };

  return (
    <AuthForm
      title="Login now!"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Login"
      submitting={busy === "password"}
      googleLoading={busy === "google"}
      busy={busy !== null}
      onGoogle={onGoogle}
      errorMessage={errorMessage}
      otherScreen={{ prompt: "New here?", to: SIGN_UP_LINK, label: "Create new account" }}
    >
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
    </AuthForm>
  );
}
