import { Card, DataList, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LabelledValue } from "../../components/labelled-value";

const DEFAULT_AVATAR = new URL("./default-avatar.svg", import.meta.url).href;

export interface ProfileCardProps {
  /** The identity provider's picture of the user; the default avatar stands in when there is none. */
  photoUrl: string | null | undefined;
  name: string;
  email: string;
  profile: { education?: string | null; address?: string | null; phone?: string | null };
}

/** Who the signed-in user is, as the spec's My Profile card lists it. */
export function ProfileCard({ photoUrl, name, email, profile }: ProfileCardProps) {
  // A picture that no longer loads (a revoked Google photo, say) falls back like a missing one.
  const [broken, setBroken] = useState(false);
  const rows: [string, string | null | undefined][] = [
    ["Email", email],
    ["Education", profile.education],
    ["Address", profile.address],
    ["Phone", profile.phone],
  ];
  return (
    <Card.Root as="section" aria-labelledby="profile-name">
      <Card.Body>
        <Stack gap="5" align={{ base: "center", sm: "flex-start" }}>
          <Image
            src={photoUrl && !broken ? photoUrl : DEFAULT_AVATAR}
            onError={() => setBroken(true)}
            alt="Profile photo"
            boxSize="28"
            rounded="full"
            objectFit="cover"
            referrerPolicy="no-referrer"
          />
          <Heading as="h2" id="profile-name" size="xl">
            {name || "Not set"}
          </Heading>
          <DataList.Root orientation="horizontal" w="full">
            {rows.map(([label, value]) => (
              <LabelledValue key={label} label={label} labelMinW="24" wordBreak="break-word">
                {value || (
                  <Text as="span" color="gray.600" fontStyle="italic">
                    Not set
                  </Text>
                )}
              </LabelledValue>
            ))}
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
