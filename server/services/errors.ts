// Moved to server/shop-errors.ts (neither a service nor a transport); kept so the services import "./errors".
export * from "../shop-errors";
