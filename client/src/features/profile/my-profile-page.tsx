import { useMutation } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { errorMessage, fieldErrors } from "../../lib/graphql-errors";
import { useAuth } from "../auth/auth-context";
import { useMe } from "../auth/use-me";
import { UpdateProfileDocument } from "./api";
import { ProfileCard } from "./profile-card";
import { ProfileForm, type ProfileValues } from "./profile-form";

/** The dashboard's first screen: the user's card and the form that edits their profile. */
export function MyProfilePage() {
  const { user } = useAuth();
  const { me, loading, error, refetch } = useMe();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  if (loading) return <LoadingState label="Loading your profile…" />;
  if (error || !me) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const submit = async (input: ProfileValues) => {
    setServerErrors(undefined);
    try {
      await updateProfile({ variables: { input } });
      toast.success("Successfully edited the profile!!");
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setServerErrors(fields);
      else toast.error(errorMessage(e));
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <ProfileCard
        photoUrl={user?.photoURL ?? me.photoUrl}
        name={user?.displayName ?? me.displayName ?? ""}
        email={me.email}
        profile={me.profile}
      />
      <ProfileForm
        defaultValues={{
          education: me.profile.education ?? "",
          address: me.profile.address ?? "",
          phone: me.profile.phone ?? "",
        }}
        onSubmit={submit}
        serverErrors={serverErrors}
      />
    </SimpleGrid>
  );
}
