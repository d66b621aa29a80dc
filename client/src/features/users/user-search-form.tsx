import { Button, HStack, Input } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { USER_SEARCH_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { textRules } from "../../lib/form-rules";

interface UserSearchFormProps {
  /** The search in force, trimmed; empty for none. */
  search: string;
  onSearch: (search: string) => void;
}

/** All User's e-mail search: the start of an address, in any case. */
export function UserSearchForm({ search, onSearch }: UserSearchFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: search } });

  const clear = () => {
    reset({ email: "" });
    onSearch("");
  };

  return (
    <form role="search" noValidate onSubmit={handleSubmit(({ email }) => onSearch(email.trim()))}>
      <HStack gap="3" align="flex-end" wrap={{ base: "wrap", sm: "nowrap" }}>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder="The start of an address"
            bg="white"
            {...register("email", textRules(USER_SEARCH_FIELDS.email))}
          />
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="blue">
            Search
          </Button>
          {search && (
            <Button type="button" variant="outline" onClick={clear}>
              Clear
            </Button>
          )}
        </HStack>
      </HStack>
    </form>
  );
}
