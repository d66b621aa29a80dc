/** The shop's own pages (portfolio, blogs, the information pages), each fetched on first visit. */
export const loadPortfolioPage = () => import("./portfolio-page");
export const loadBlogsPage = () => import("./blogs-page");
export const loadInfoPages = () => import("./info-pages/pages");
