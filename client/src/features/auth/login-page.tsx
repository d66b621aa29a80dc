import { sendPasswordResetEmail, signInWithEmailAndPassword } from "firebase/auth";
import { PageHead } from "../../components/page-head";
import { toast } from "../../lib/toast";
import { useAuth } from "../../lib/auth-context";
import type { Credentials } from "./credential-fields";
import { LoginForm, type LoginWay } from "./login-form";
import { useSignIn } from "./use-sign-in";
import { signInWithGoogle } from "./google-sign-in";

export function LoginPage() {
  const { loadAuth } = useAuth();
  const { busy, errorMessage, signIn } = useSignIn<LoginWay>();

  const forgotPassword = (email: string) =>
    loadAuth()
      .then((auth) => sendPasswordResetEmail(auth, email))
      .then(
        () => toast.success("Sent email"),
        (error: Error) => toast.error(error.message),
      );

  return (
    <>
      <PageHead title="Login" />
      <LoginForm
        busy={busy}
        errorMessage={errorMessage}
        onSubmit={({ email, password }: Credentials) =>
          signIn("password", (auth) => signInWithEmailAndPassword(auth, email, password))
        }
        onGoogle={() => signIn("google", signInWithGoogle)}
        onForgotPassword={forgotPassword}
      />
    </>
  );
}
