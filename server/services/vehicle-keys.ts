// Moved to server/db/vehicle-keys.ts (the database backfills the keys too); kept for the services.
export * from "../db/vehicle-keys";
