import { useMutation } from "@apollo/client/react";
import { Card, Heading, Text } from "@chakra-ui/react";
import { ConfirmButton } from "../../components/confirm-button";
import { useAuth } from "../../lib/auth-context";
import { withToasts } from "../../lib/with-toasts";
import { SignOutEverywhereDocument } from "./api";

/**
 * For a lost phone or a shared computer: ends the account's sessions everywhere. The server revokes
 * them (and the sign-in provider's), then this device signs out too.
 */
export function SignOutEverywhere() {
  const { signOut } = useAuth();
  const [signOutEverywhere] = useMutation(SignOutEverywhereDocument);
  const confirm = async () => {
    if (await withToasts(() => signOutEverywhere(), "Signed out on every device")) await signOut();
  };
  return (
    <Card.Root as="section" aria-labelledby="sessions-heading">
      <Card.Body gap="3">
        <Heading as="h2" id="sessions-heading" size="md">
          Sessions
        </Heading>
        <Text color="gray.600">
          Signed in on a device you no longer use? End every session of your account, this one included.
        </Text>
        <ConfirmButton
          alignSelf="flex-start"
          variant="outline"
          colorPalette="red"
          description="You will be signed out here and on every other device, and will need to sign in again."
          confirmLabel="Yes, sign out everywhere"
          onConfirm={confirm}
        >
          Sign out everywhere
        </ConfirmButton>
      </Card.Body>
    </Card.Root>
  );
}
