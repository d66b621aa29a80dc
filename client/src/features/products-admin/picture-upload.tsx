import { Input } from "@chakra-ui/react";
import { useState, type ChangeEvent } from "react";
import { useFormContext } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { PICTURE_KINDS, PICTURE_MAX_BYTES } from "../../../../shared/product-pictures";
import { uploadPicture } from "./picture-upload-call";

/** The form this sits in: any whose values include the picture's address (product-form.tsx). */
interface WithPicture {
  picture: string;
}

const ACCEPTED = Object.keys(PICTURE_KINDS).join(",");

/**
 * A picture from the admin's computer or phone, beside the Photo URL: uploaded to the shop at once, and
 * its address put in the Photo URL field, for the form to save with the rest.
 */
export function PictureUpload() {
  const { setValue } = useFormContext<WithPicture>();
  const [state, setState] = useState<{ uploading: boolean; problem?: string; done?: string }>({
    uploading: false,
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ uploading: true });
    try {
      const url = await uploadPicture(file);
      setValue("picture", url, { shouldDirty: true, shouldValidate: true });
      setState({ uploading: false, done: `${file.name} uploaded` });
    } catch (failure) {
      setState({ uploading: false, problem: (failure as Error).message });
    } finally {
      // The same file chosen again (after fixing it) is a change again.
      input.value = "";
    }
  };

  return (
    <FormField
      label="Upload a Picture"
      error={state.problem}
      disabled={state.uploading}
      helperText={
        state.uploading
          ? "Uploading…"
          : (state.done ?? `JPEG, PNG or WebP, at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`)
      }
    >
      <Input type="file" accept={ACCEPTED} p="1.5" onChange={(event) => void upload(event)} />
    </FormField>
  );
}
