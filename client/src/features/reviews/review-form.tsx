import { Checkbox, Input, Textarea } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { REVIEW_FIELDS } from "../../../../shared/field-rules/shop-fields";
import { FormField } from "../../components/form-field";
import { SectionCard } from "../../components/section-card";
import { ShopForm } from "../../components/shop-form";
import { numberRules, textRules, wholeNumberInput } from "../../lib/form-rules";

export interface ReviewValues {
  feedback: string;
  name: string;
  ratings: number;
  /** Only where the form offers it (fitVehicle). */
  fitConfirmed?: boolean;
}

interface ReviewFormProps {
  /** The name the review is signed with unless the user changes it (their display name). */
  defaultName: string;
  /** Resolves true once the review is saved; the form then empties for another. */
  onSubmit: (values: ReviewValues) => Promise<boolean>;
  /** The server's message per field (BAD_USER_INPUT), shown under the field it names. */
  serverErrors?: Record<string, string>;
  /** The card's heading: the spec's Add Review unless another page names it. */
  title?: string;
  /** The car the reviewer bought the part for, described: the form then asks whether it fitted. */
  fitVehicle?: string;
}

/**
 * The spec's Add Review form: message, name and a rating from 1 to 5; on a part's page, also whether the
 * part fitted the car it was bought for.
 */
export function ReviewForm({
  defaultName,
  onSubmit,
  serverErrors,
  title = "Add Review",
  fitVehicle,
}: ReviewFormProps) {
  return (
    <SectionCard title={title} headingSize="xl" maxW="2xl">
      <ShopForm<ReviewValues>
        defaultValues={{ feedback: "", name: defaultName, ...(fitVehicle && { fitConfirmed: false }) }}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        submitLabel="Add Review"
      >
        {({ register, control, formState: { errors } }) => (
          <>
            <FormField label="Message" required error={errors.feedback?.message}>
              <Textarea rows={5} {...register("feedback", textRules(REVIEW_FIELDS.feedback))} />
            </FormField>
            <FormField label="Name" required error={errors.name?.message}>
              <Input autoComplete="name" {...register("name", textRules(REVIEW_FIELDS.name))} />
            </FormField>
            <FormField label="Rating" required error={errors.ratings?.message} helperText="From 1 to 5">
              <Input
                {...wholeNumberInput(REVIEW_FIELDS.ratings.min, REVIEW_FIELDS.ratings.max)}
                maxW={{ sm: "40" }}
                {...register("ratings", numberRules(REVIEW_FIELDS.ratings))}
              />
            </FormField>
            {fitVehicle && (
              <Controller
                control={control}
                name="fitConfirmed"
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value === true}
                    onCheckedChange={(event) => field.onChange(event.checked === true)}
                    colorPalette="blue"
                  >
                    <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>It fit my {fitVehicle}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            )}
          </>
        )}
      </ShopForm>
    </SectionCard>
  );
}
