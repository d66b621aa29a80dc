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

/** Who the shop thinks the caller is; the role decides the dashboard's menu and the admin guard. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      role
      displayName
      photoUrl
      profile {
        education
        address
        phone
      }
    }
  }
`);
