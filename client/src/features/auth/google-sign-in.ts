import { GoogleAuthProvider, signInWithPopup, type Auth } from "firebase/auth";

/** Google's pop-up sign-in (the emulator's account chooser locally), for the login and sign-up screens. */
export const signInWithGoogle = (auth: Auth) => signInWithPopup(auth, new GoogleAuthProvider());
