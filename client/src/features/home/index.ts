/**
 * The home page's public entry. The home page is the one page in the first bundle (the route table
 * renders it without waiting), so it is exported itself, not as a page to fetch.
 */
export { HomePage } from "./home-page";
