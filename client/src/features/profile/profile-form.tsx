import { Input } from "@chakra-ui/react";
import { PROFILE_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { DeliveryFields, type DeliveryValues } from "../../components/delivery-fields";
import { FormField } from "../../components/form-field";
import { SectionCard } from "../../components/section-card";
import { ShopForm } from "../../components/shop-form";
import { textRules } from "../../lib/form-rules";

export interface ProfileValues extends DeliveryValues {
  education: string;
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
  return (
    <SectionCard title="Update Profile" headingSize="xl">
      <ShopForm
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        submitLabel="Update"
      >
        {({ register, formState: { errors } }) => (
          <>
            <FormField label="Education" required error={errors.education?.message}>
              <Input {...register("education", textRules(PROFILE_FIELDS.education))} />
            </FormField>
            <DeliveryFields rules={PROFILE_FIELDS} />
          </>
        )}
      </ShopForm>
    </SectionCard>
  );
}
