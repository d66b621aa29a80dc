/** The shop's own pages (portfolio, blogs), each fetched on first visit. */
export const loadPortfolioPage = () => import("./portfolio-page");
export const loadBlogsPage = () => import("./blogs-page");
