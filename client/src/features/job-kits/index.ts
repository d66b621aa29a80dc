/** Job kits' public entry: the section that offers a vehicle's kits, on the garage page. */
export { JobKitsSection } from "./job-kits-section";
