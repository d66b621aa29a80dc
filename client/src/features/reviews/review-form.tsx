import { Button, Card, Heading, Input, Stack, Textarea } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { REVIEW_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { numberRules, textRules } from "../../lib/form-rules";
import { useServerErrors } from "../../lib/server-field-errors";

export interface ReviewValues {
  feedback: string;
  name: string;
  ratings: number;
}

interface ReviewFormProps {
  /** The name the review is signed with unless the user changes it (their display name). */
  defaultName: string;
  /** Resolves true once the review is saved; the form then empties for another. */
  onSubmit: (values: ReviewValues) => Promise<boolean>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
}

/** The spec's Add Review form: message, name and a rating from 1 to 5. */
export function ReviewForm({ defaultName, onSubmit, serverErrors }: ReviewFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ defaultValues: { feedback: "", name: defaultName } });

  useServerErrors(serverErrors, setError);

  return (
    <Card.Root as="section" aria-labelledby="add-review-title" maxW="2xl">
      <Card.Body>
        <Heading as="h2" id="add-review-title" size="xl" mb="4">
          Add Review
        </Heading>
        <form
          noValidate
          onSubmit={handleSubmit(async (values) => {
            if (await onSubmit(values)) reset();
          })}
        >
          <Stack gap="4">
            <FormField label="Message" required error={errors.feedback?.message}>
              <Textarea rows={5} {...register("feedback", textRules(REVIEW_FIELDS.feedback))} />
            </FormField>
            <FormField label="Name" required error={errors.name?.message}>
              <Input autoComplete="name" {...register("name", textRules(REVIEW_FIELDS.name))} />
            </FormField>
            <FormField label="Rating" required error={errors.ratings?.message} helperText="From 1 to 5">
              <Input
                type="number"
                inputMode="numeric"
                min={REVIEW_FIELDS.ratings.min}
                max={REVIEW_FIELDS.ratings.max}
                step={1}
                maxW={{ sm: "40" }}
                {...register("ratings", numberRules(REVIEW_FIELDS.ratings))}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf={{ base: "stretch", sm: "flex-start" }}
              loading={isSubmitting}
            >
              Add Review
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
