import { graphql } from "../../../../generated/client";

/** Every user, in sign-up order; admins only (the route is behind RequireAdmin, the server checks too). */
export const UsersDocument = graphql(`
  query Users {
    users {
      id
      email
      role
      displayName
    }
  }
`);

/** Returns the user with the new role, so Apollo updates the row by id: no reload needed. */
export const MakeAdminDocument = graphql(`
  mutation MakeAdmin($email: String!) {
    makeAdmin(email: $email) {
      user {
        id
        role
      }
      changed
    }
  }
`);

export const RemoveUserDocument = graphql(`
  mutation RemoveUser($email: String!) {
    removeUser(email: $email) {
      email
      removed
    }
  }
`);
