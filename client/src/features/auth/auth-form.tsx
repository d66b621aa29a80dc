import { Card, Center, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { SubmitButton } from "../../components/submit-button";
import { SocialSignIn } from "./social-sign-in";

interface AuthFormProps<Values extends FieldValues> {
  /** The screen's heading. */
  title: string;
  /** The screen's form; its fields read it from context (CredentialFields). */
  form: UseFormReturn<Values>;
  onSubmit(values: Values): void;
  /** The submit button's words, which it keeps while busy. */
  submitLabel: string;
  /** The form's own sign-in is under way: its button shows a spinner. */
  submitting: boolean;
  /** Google's popup is open or the shop is completing that sign-in. */
  googleLoading: boolean;
  /** A sign-in is under way: the others wait. */
  busy: boolean;
  onGoogle(): void;
  /** Why signing in failed. */
  errorMessage: string | null;
  /** The way to the other screen under the form ("New here? Create new account"). */
  otherScreen: { prompt: string; to: string; label: string };
  /** The fields, and whatever goes between them and the error (Forget Password?). */
  children: ReactNode;
}

/**
 * The login and sign-up screens: one centred card (full width on a phone, a comfortable column above)
 * with the form, why signing in failed, the way to the other screen, and Google below. The other screen
 * keeps where the user was going (the location's state), so they still end up there.
 */
export function AuthForm<Values extends FieldValues>({
  title,
  form,
  onSubmit,
  submitLabel,
  submitting,
  googleLoading,
  busy,
  onGoogle,
  errorMessage,
  otherScreen,
  children,
}: AuthFormProps<Values>) {
  const location = useLocation();
  return (
    <Center px={{ base: "4", md: "6" }} py={{ base: "8", md: "16" }}>
      <Card.Root w="full" maxW="md" shadow="md">
        <Card.Header>
          <Heading as="h1" size="2xl" textAlign="center">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <FormProvider {...form}>
              <Stack asChild gap="4">
                <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
                  {children}
                  <SignInError message={errorMessage} />
                  <SubmitButton
                    colorPalette="blue"
                    w="full"
                    loading={submitting}
                    loadingText={submitLabel}
                    disabled={busy}
                  >
                    {submitLabel}
                  </SubmitButton>
                </form>
              </Stack>
            </FormProvider>
            <Text textAlign="center" fontSize="sm" color="gray.600">
              {otherScreen.prompt}{" "}
              <Link asChild color="blue.700" fontWeight="medium">
                <RouterLink to={otherScreen.to} state={location.state}>
                  {otherScreen.label}
                </RouterLink>
              </Link>
            </Text>
            <SocialSignIn onGoogle={onGoogle} loading={googleLoading} disabled={busy} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

/** Why signing in failed, in red as the spec asks; announced at once to screen readers. */
function SignInError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text color="red.600" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}
