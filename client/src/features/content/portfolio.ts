/**
 * The developer the Portfolio page describes. Plain data, so the owner edits words and links here
 * without touching the page.
 */
export interface PortfolioProject {
  name: string;
  description: string;
  /** What it is built with, shown as tags. */
  stack: string[];
  /** Another site: the page only links to it, nothing is loaded from it. */
  url: string;
}

export const DEVELOPER = {
  name: "Alex Morgan",
  role: "Full-stack web developer",
  intro: [
    "I build web applications end to end, from the database and the API to the screens people use every day. This vehicle-parts shop is one of them: a React storefront on a GraphQL API, with a dashboard where admins run the catalogue, the orders and the team.",
    "I care about the parts users notice without naming them: pages that load fast on a phone, forms that say plainly what is wrong, and buttons that work from the keyboard as well as the mouse.",
  ],
};

export const SKILLS: string[] = [
  "TypeScript and modern JavaScript",
  "React with hooks and Suspense",
  "GraphQL and Apollo Client",
  "Chakra UI and responsive CSS",
  "Node.js, Fastify and Apollo Server",
  "MongoDB and data modelling",
  "Firebase Authentication and JWT",
  "Vitest, Testing Library and Playwright",
  "Accessibility (WCAG 2.1 AA)",
  "Git, code review and CI",
];

export const PROJECTS: PortfolioProject[] = [
  {
    name: "Workshop Scheduler",
    description:
      "Booking for a car repair workshop: customers pick a free slot online, mechanics see the day's jobs on a tablet in the bay.",
    stack: ["React", "GraphQL", "PostgreSQL"],
    url: "https://github.com/alexmorgan-dev/workshop-scheduler",
  },
  {
    name: "Fuel Log",
    description:
      "An offline-first progressive web app that records fill-ups and shows what each kilometre costs, synced when a connection returns.",
    stack: ["TypeScript", "IndexedDB", "Service Worker"],
    url: "https://github.com/alexmorgan-dev/fuel-log",
  },
  {
    name: "Tyre Size Calculator",
    description:
      "Compares two tyre sizes side by side: diameter, speedometer error and clearance, with results that read well on a phone.",
    stack: ["React", "Vite", "Vitest"],
    url: "https://github.com/alexmorgan-dev/tyre-size-calculator",
  },
];
