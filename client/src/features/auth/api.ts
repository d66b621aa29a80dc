import { graphql } from "../../../../generated/client";

export const SignInDocument = graphql(`
  mutation SignIn($idToken: String!) {
    signIn(idToken: $idToken) {
      accessToken
      user {
        id
        email
        role
        displayName
      }
    }
  }
`);
