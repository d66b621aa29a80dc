/** The signed-in user's profile page, fetched on first visit. */
export const loadMyProfilePage = () => import("./my-profile-page");
