import { useMutation } from "@apollo/client/react";
import { Box, Container } from "@chakra-ui/react";
import { fieldErrors } from "../../lib/graphql-errors";
import { withToasts } from "../../lib/with-toasts";
import { SendContactMessageDocument } from "./api";
import { ContactForm, type ContactValues } from "./contact-form";
import { SectionHeading } from "./section-heading";

/** 'Contact Us / Stay Connected With US': the form, sent to the shop's inbox. */
export function ContactSection() {
  const [send, { error, reset }] = useMutation(SendContactMessageDocument);
  const onSubmit = (input: ContactValues) => {
    reset();
    return withToasts(() => send({ variables: { input } }), "Thank you! Your message has been sent.");
  };
  return (
    <Box as="section" aria-labelledby="contact-heading" bg="white" py={{ base: "12", md: "16" }}>
      <Container maxW="2xl">
        <SectionHeading id="contact-heading" eyebrow="Contact Us" title="Stay Connected With US">
          Questions about a part or an order? Write to us and we answer by e-mail.
        </SectionHeading>
        <ContactForm onSubmit={onSubmit} serverErrors={fieldErrors(error)} />
      </Container>
    </Box>
  );
}
