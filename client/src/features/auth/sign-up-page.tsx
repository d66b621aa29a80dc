import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from "firebase/auth";
import { toast } from "../../lib/toast";
import { useAuth } from "../../lib/auth-context";
import { PageHead } from "../../components/page-head";
import { SignUpForm, type SignUpValues, type SignUpWay } from "./sign-up-form";
import { useSignIn } from "./use-sign-in";
import { signInWithGoogle } from "./google-sign-in";

export function SignUpPage() {
  const { renewSession } = useAuth();
  const { busy, errorMessage, signIn } = useSignIn<SignUpWay>();

  const signUp = ({ name, email, password }: SignUpValues) =>
    signIn("signUp", async (auth) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user);
      await updateProfile(user, { displayName: name });
      // The token from the first exchange was issued before the name was set: the shop stores it now.
      await renewSession();
      toast.success("Verification email sent");
    });

  return (
    <>
      <PageHead title="Sign Up" />
      <SignUpForm
        busy={busy}
        errorMessage={errorMessage}
        onSubmit={signUp}
        onGoogle={() => signIn("google", signInWithGoogle)}
      />
    </>
  );
}
