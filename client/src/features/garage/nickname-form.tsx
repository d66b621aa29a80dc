import { Input } from "@chakra-ui/react";
import { GARAGE_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { CardForm, type CardFormProps } from "../../components/card-form";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";

export interface NicknameValues {
  nickname: string;
}

/** A garage vehicle's nickname ("Dad's truck"), edited inside its card; left blank, the name goes. */
export function NicknameForm({
  vehicle,
  nickname,
  ...props
}: CardFormProps<NicknameValues> & { vehicle: string; nickname: string | null }) {
  return (
    <CardForm<NicknameValues>
      {...props}
      label={`Nickname of ${vehicle}`}
      defaultValues={{ nickname: nickname ?? "" }}
      submitLabel="Save"
      closeLabel="Cancel"
    >
      {({ register, formState: { errors } }) => (
        <FormField
          label={GARAGE_FIELDS.nickname.label}
          error={errors.nickname?.message}
          helperText="Leave it blank for no nickname"
        >
          <Input
            size="sm"
            bg="white"
            autoFocus
            {...register("nickname", textRules(GARAGE_FIELDS.nickname))}
          />
        </FormField>
      )}
    </CardForm>
  );
}
