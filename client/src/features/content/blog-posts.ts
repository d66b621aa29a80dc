/** A question about the front end and its answer, as it holds for this shop. */
export interface BlogPost {
  /** The article's anchor on the Blogs page (/blogs#slug). */
  slug: string;
  question: string;
  paragraphs: string[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: "state",
    question: "Where does this shop keep its state, and why not in one global store?",
    paragraphs: [
      "Almost everything the shop shows comes from the server: products, reviews, orders, your role. That data lives in Apollo Client's cache, and each screen asks for it with a GraphQL query. Keeping it there, rather than copying it into a global store, means there is one copy of each product in the browser and it is always the server's answer, not a stale duplicate that someone forgot to update.",
      "What is left is small and local. Whether a dialog is open, what you have typed into a form (react-hook-form holds that) or whether the dashboard menu is showing belongs to the component that draws it, in plain React state. Two things must outlive a reload: the shop's access token and the vehicle you chose in the catalogue. Those sit in localStorage, and a tiny hook lets every component that reads the chosen vehicle re-render when it changes, even in another tab.",
      "With server data in the cache, screen state in components and the few durable choices in localStorage, there is no Redux store to keep in step with the API, and no code whose only job is to move data from one place to another.",
    ],
  },
  {
    slug: "normalised-cache",
    question: "How does the GraphQL client's normalised cache save requests?",
    paragraphs: [
      "Apollo's cache does not store whole answers. It splits them into objects and files each under its type and id, such as Product:64f1…, so the product on the home page, in the catalogue and on the purchase page is one entry. A query that finds everything it needs in the cache is answered without going to the network at all.",
      "Mutations use the same entries. When an admin changes a price on Manage Product, the updateProduct mutation answers with the product's id and new price; Apollo merges that into the one entry, and every screen showing that product redraws with the new price, with no refetch. Make Admin works the same way: the answer carries the user's id and new role, so the row says 'Admin' straight away.",
      "When the answer cannot say what changed, we tell the cache ourselves. A new product might belong on several lists, in places only the server can work out, so after Add Product we evict the cached product lists and they are fetched again the next time they are shown. A deleted product is simply taken out of every cached list. The catalogue's 'load more' is a type policy too: each filter and sort has its own list, and a new page is added to the end of it instead of replacing it.",
    ],
  },
  {
    slug: "code-splitting",
    question: "Why does splitting the dashboard into its own code make the home page faster?",
    paragraphs: [
      "Most visitors arrive on the home page and many never sign in. If the first download also held the dashboard tables, the admin forms and Firebase's sign-in screens, every one of them would pay for code they never run, and the browser would parse and compile all of it before the page could respond.",
      "The route table loads each page through a React Router lazy route and a dynamic import. Vite turns every such import into a separate file, so the first visit downloads the home page and the shared layout only. The dashboard's code is fetched the first time someone opens it, and the browser caches it for later visits. The public pages arrive already rendered by the server, so a visitor reads them before any of this code has arrived.",
      "The cost is a short wait the first time a page is opened; the gain is a smaller, faster first page for everybody. That is the right trade for a shop, where the first page decides whether someone stays.",
    ],
  },
  {
    slug: "accessible-forms",
    question: "How do we keep the shop's forms accessible?",
    paragraphs: [
      "Every field has a visible label that names it (Name, Price, Available Quantity…), not just a placeholder that disappears as you type. One shared FormField component wraps Chakra's Field, which ties the label, the help text and the error message to the input, so a screen reader announces them together and marks the field as invalid.",
      "Errors are words under the field, such as 'Name is Required' or 'Price must be a number', never colour alone, and they are the same words the server uses, so a message looks the same whether the browser or the API caught the problem. When the server refuses a value, its message appears under the very field it is about.",
      "Everything works from the keyboard: buttons are real buttons, dialogs keep focus inside while open and hand it back to the button that opened them when they close, and destructive actions ask 'Are you sure?' first. Inputs ask for the right keyboard on phones (a decimal keypad for prices), and text colours keep WCAG AA contrast on white.",
    ],
  },
  {
    slug: "tests",
    question: "Unit, integration or browser tests: what do we test where?",
    paragraphs: [
      "Component tests run in Vitest with jsdom. Forms are written as components that take their values and callbacks as props, so a test renders the real form, types into it like a user and checks the exact message on screen, for example that an empty name says 'Name is Required'. They never touch the network, so they are fast and tell you precisely which rule broke.",
      "Integration tests start the real server: the GraphQL API and the REST adapter over the embedded MongoDB-compatible database and the Firebase Auth emulator. They sign up real accounts, customers and admins, and check what each one may and may not do, including the errors a refused call returns. Nothing is mocked, so a green run means the pieces really fit.",
      "Browser tests drive Chromium through whole journeys: sign in, find a part, order it, see it under My Order. They are the slowest, so there are few of them, each covering a path a customer or an admin takes every day.",
    ],
  },
  {
    slug: "access-token",
    question: "How is the JWT access token kept, and why that way?",
    paragraphs: [
      "You sign in with Firebase: e-mail and password, or Google. The browser then sends Firebase's ID token to the shop's signIn mutation; the server checks it with Firebase, creates or finds your account and answers with the shop's own access token, a signed JWT that expires. It is stored in localStorage under the key accessToken, together with the id of the Firebase account it was issued for, so a different account signing in on the same browser never inherits it.",
      "Apollo adds the token to every request as an Authorization bearer header, reading it afresh each time, so signing in or out takes effect on the very next call. The token says who you are, not what you may do: the server reads your role from the database on every request, which is why Make Admin works at once and why a removed user's token stops working immediately. When the server refuses a token that has expired, the page quietly fetches a new one while your Firebase session lasts.",
      "localStorage can be read by any script running on the page, so the token is short-lived, the pages run no advertising or analytics scripts from other sites, and React escapes everything it renders. An httpOnly cookie would hide the token from scripts but would need protection against cross-site requests; we keep the documented localStorage key so older clients keep working.",
    ],
  },
];
