import { useMutation } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { toast } from "../../lib/toast";
import { ErrorState } from "../../components/error-state";
import { LoadingState } from "../../components/loading-state";
import { useAuth } from "../../lib/auth-context";
import { useMe } from "../../lib/use-me";
import { UpdateProfileDocument } from "./api";
import { ProfileCard } from "./profile-card";
import { ProfileForm, type ProfileValues } from "./profile-form";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { useSaveFailure } from "../../lib/server-field-errors";
import { StaffOverview } from "../overview";

/**
 * The dashboard's first screen: for staff, the overview of what needs them; then the user's card, the form
 * that edits their profile, and their sessions.
 */
export function MyProfilePage() {
  const { user } = useAuth();
  const { me, loading, error, refetch } = useMe();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const { serverErrors, fail } = useSaveFailure();

  if (loading) return <LoadingState label="Loading your profile…" />;
  if (error || !me) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const submit = async (input: ProfileValues) => {
    try {
      await updateProfile({ variables: { input } });
      toast.success("Successfully edited the profile!!");
    } catch (e) {
      fail(e);
    }
  };

  return (
    <>
      <StaffOverview />
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
        {/* Last on a phone; under the card on a wide screen. */}
        <SignOutEverywhere />
      </SimpleGrid>
    </>
  );
}
