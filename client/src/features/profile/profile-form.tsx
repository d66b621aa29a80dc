import { Button, Card, Heading, Input, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { PROFILE_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

export interface ProfileValues {
  education: string;
  address: string;
  phone: string;
}

interface ProfileFormProps {
  /** The profile as saved, so the user edits it rather than retyping it. */
  defaultValues: ProfileValues;
  onSubmit: (values: ProfileValues) => Promise<void>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/** The spec's 'Update Profile' form: education, address and phone, all required. */
export function ProfileForm({ defaultValues, onSubmit, serverErrors }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ defaultValues });

  useServerErrors(serverErrors, setError);

  return (
    <Card.Root as="section" aria-labelledby="update-profile-title">
      <Card.Body>
        <Heading as="h2" id="update-profile-title" size="xl" mb="4">
          Update Profile
        </Heading>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="4">
            <FormField label="Education" required error={errors.education?.message}>
              <Input {...register("education", textRules(PROFILE_FIELDS.education))} />
            </FormField>
            <FormField label="Address" required error={errors.address?.message}>
              <Input
                autoComplete="street-address"
                {...register("address", textRules(PROFILE_FIELDS.address))}
              />
            </FormField>
            <FormField label="Phone" required error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...register("phone", textRules(PROFILE_FIELDS.phone))} />
            </FormField>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf={{ base: "stretch", sm: "flex-start" }}
              loading={isSubmitting}
            >
              Update
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
