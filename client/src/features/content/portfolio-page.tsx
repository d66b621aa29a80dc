import {
  Badge,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { PageHead } from "../../components/page-head";
import { PATHS } from "../../lib/paths";
import { DEVELOPER, PROJECTS, SKILLS } from "./portfolio";

/** The spec's Portfolio page: who built the shop, what they know, and three other things they made. */
export function PortfolioPage() {
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <PageHead
        title="My Portfolio"
        description={`${DEVELOPER.name}, ${DEVELOPER.role}`}
        canonicalPath={PATHS.portfolio}
      />
      <Stack gap="12">
        <Stack as="header" gap="4" maxW="3xl">
          <Text color="blue.700" fontWeight="semibold">
            My Portfolio
          </Text>
          <Heading as="h1" size="4xl">
            {DEVELOPER.name}
          </Heading>
          <Text fontSize="xl" color="gray.700">
            {DEVELOPER.role}
          </Text>
          {DEVELOPER.intro.map((paragraph) => (
            <Text key={paragraph} color="gray.700" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>

        <Stack as="section" aria-labelledby="skills" gap="4">
          <Heading as="h2" id="skills" size="2xl">
            Skills
          </Heading>
          <List.Root display="flex" flexDirection="row" flexWrap="wrap" gap="2" listStyle="none">
            {SKILLS.map((skill) => (
              <List.Item key={skill}>
                <Badge size="lg" variant="surface" colorPalette="blue">
                  {skill}
                </Badge>
              </List.Item>
            ))}
          </List.Root>
        </Stack>

        <Stack as="section" aria-labelledby="projects" gap="4">
          <Heading as="h2" id="projects" size="2xl">
            Projects
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {PROJECTS.map((project) => (
              <Card.Root as="article" key={project.url}>
                <Card.Body gap="3">
                  <Heading as="h3" size="lg">
                    {project.name}
                  </Heading>
                  <Text color="gray.700">{project.description}</Text>
                  <HStack gap="2" wrap="wrap">
                    {project.stack.map((tool) => (
                      <Badge key={tool} variant="subtle">
                        {tool}
                      </Badge>
                    ))}
                  </HStack>
                </Card.Body>
                <Card.Footer>
                  <Link href={project.url} target="_blank" rel="noopener noreferrer" color="blue.700">
                    Visit {project.name}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    <span aria-hidden="true">↗</span>
                  </Link>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
