import { graphql } from "../../../../generated/client";

/**
 * Saves the signed-in user's profile. It asks back the user's id and every profile field, so Apollo
 * writes the new values over the cached `Me` answer and the profile card shows them at once.
 */
export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      profile {
        education
        address
        phone
      }
    }
  }
`);

/** Ends every session of the signed-in user, on every device, this one included. */
export const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      signedOut
    }
  }
`);
